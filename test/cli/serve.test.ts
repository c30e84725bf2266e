import { describe, expect, it } from 'vitest';
import { npmFlags } from '../../src/cli/commands/serve';

describe('td serve through npm', () => {
  it('npm run serve --host 0.0.0.0 (no "--"): npm keeps the flag, td reads it back with its value', () => {
    const env = { npm_lifecycle_event: 'serve', npm_config_host: 'true' };
    expect(npmFlags(env, ['0.0.0.0'])).toEqual({ host: '0.0.0.0' });
    expect(npmFlags({ ...env, npm_config_port: 'true' }, ['192.168.1.20', '8080'])).toEqual({ host: '192.168.1.20', port: '8080' });
    expect(npmFlags({ npm_lifecycle_event: 'serve', npm_config_host: '10.0.0.5' }, [])).toEqual({ host: '10.0.0.5' });
    // npm start serves the browser app where Electron cannot run: its flags are read the same way
    expect(npmFlags({ npm_lifecycle_event: 'start', npm_config_host: 'true' }, ['0.0.0.0'])).toEqual({ host: '0.0.0.0' });
  });

  it('outside npm run serve, or without the flags, nothing is taken from the environment', () => {
    expect(npmFlags({ npm_config_host: '0.0.0.0' }, ['0.0.0.0'])).toEqual({});
    expect(npmFlags({ npm_lifecycle_event: 'serve' }, ['0.0.0.0'])).toEqual({});
  });
});
