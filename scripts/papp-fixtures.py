#!/usr/bin/env python3
"""Regenerates test/fixtures/papp/papp-events.json from PAPP 1.37.1 itself (needs ../shared/tools/papp-1.37.1
beside the clone, or PAPP_TOOLS): four events (13, 17, 21, 30 players; 7-9 rounds; random countries, byes),
each round paired by PAPP (papp_driver.py, official papp.cfg), with the minimum PAPP cost of each round for
the history before it (papp_penalties.py). The tests then need neither PAPP nor Python."""
import json, os, random, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOOLS = os.environ.get('PAPP_TOOLS') or os.path.join(ROOT, '..', 'shared', 'tools', 'papp-1.37.1')
sys.path.insert(0, TOOLS)
import papp_penalties as pp  # noqa: E402

cfg = pp.load_config(os.path.join(TOOLS, 'bin', 'papp.cfg'))
EVENTS = [(13, 7, 1), (17, 9, 2), (21, 8, 3), (30, 9, 4)]  # players, rounds, seed
COUNTRIES = ['FRA', 'JPN', 'NED', 'GBR', 'fra', '']
out = []
with tempfile.TemporaryDirectory() as tmp:
    for n, rounds, seed in EVENTS:
        rnd = random.Random(seed)
        players = [{"id": i + 1, "name": f"P{i+1}", "rating": 1500, "country": rnd.choice(COUNTRIES)} for i in range(n)]
        spec = os.path.join(tmp, f'spec{seed}.json')
        json.dump({"name": f"ev{seed}", "rounds": rounds, "seed": seed, "players": players,
                   "results": {"mode": "random", "seed": seed * 7}}, open(spec, 'w'))
        res = json.loads(subprocess.check_output(['python3', os.path.join(TOOLS, 'papp_driver.py'), '--spec', spec]))
        played = res['rounds_played']
        ev = {"players": [{"id": p["id"], "country": p["country"]} for p in players], "rounds": []}
        for k, r in enumerate(played):
            best, _ = pp.PappState(ev["players"], pp.history_from_driver_rounds(played[:k]), cfg).optimum()
            games = [{"black": g["black"], "white": g["white"], "black_discs": g["black_discs"]} for g in r["results"]]
            ev["rounds"].append({"games": games, "bye": r["bye"], "optimum": best, "pappCost": r.get("papp_cost")})
        out.append(ev)
json.dump({"source": "PAPP 1.37.1 (papp_driver.py, official papp.cfg); optimum: papp_penalties.py", "events": out},
          open(os.path.join(ROOT, 'test', 'fixtures', 'papp', 'papp-events.json'), 'w'))
