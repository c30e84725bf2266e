/** The desktop app's entry (electron-vite builds it to out/main/index.js): the Electron host. */
import './hosts/electron/main';
