#!/usr/bin/env python3
"""Precision and recall of `notigen import` on the corpus (Tests/Corpus/<app>/: App/*.swift, expected.yaml).

For each app: runs notigen-import on App/, reads the spec it writes and the hand-written expected.yaml, and compares
names found (matched by wire name, then by case name), wire names, fields (userInfo keys and values in object:),
field types (of the fields found, and of all the expected fields: a field whose sites are not in the excerpts cannot
be found), optionality, and result pairs (a result case posted under two names, matched by both its wire names: a
pair the importer merged counts when the expected spec has the same success and failure names in one case). Prints a Markdown table, and exits 1 when an app misses a target: names and wire names
>= 95 %, field types >= 85 %, no wrong wire name and no wrong key.

    python3 scripts/import_corpus.py [path/to/notigen-import] [Tests/Corpus]
"""
import os
import subprocess
import sys
import tempfile

import yaml


def cases(spec):
    """(wire, case name) -> {field id: (type, optional)} for every case of a spec; a result case with two names
    counts as two names (success fields under the success name, failure fields under the failure name)."""
    out = {}
    module = spec.get("module")
    for notifier, body in (spec.get("notifiers") or {}).items():
        for case, value in ((body or {}).get("cases") or {}).items():
            value = value or {}
            default = ".".join(p for p in [module, notifier, case] if p)
            name = value.get("name", default)
            if "result" in value:
                result = value["result"] or {}
                names = name if isinstance(name, dict) else {"success": name, "failure": name}
                for side in ("success", "failure"):
                    if side in result or side in names:
                        wire = names.get(side, default)
                        out[(wire, case)] = merge(out.get((wire, case)), fields(result.get(side)))
            else:
                out[(name, case)] = fields(value.get("payload"))
    return out


def pairs(spec):
    """(success wire name, failure wire name) of every result case posted under two names."""
    out = set()
    for body in (spec.get("notifiers") or {}).values():
        for value in ((body or {}).get("cases") or {}).values():
            name = (value or {}).get("name")
            if "result" in (value or {}) and isinstance(name, dict):
                out.add((name.get("success"), name.get("failure")))
    return out


def merge(old, new):
    return {**(old or {}), **new}


def fields(payload):
    out = {}
    for name, field in (payload or {}).items():
        if isinstance(field, dict):
            type_ = str(field.get("type", ""))
            ident = "object" if field.get("in") == "object" else str(field.get("key", name))
        else:
            type_ = str(field)
            ident = name
        type_ = type_.replace(" ", "")
        out[ident] = (type_.rstrip("?"), type_.endswith("?"))
    return out


def ratio(hit, total):
    return 1.0 if total == 0 else hit / total


def measure(binary, app_dir):
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "imported.yaml")
        run = subprocess.run(
            [binary, os.path.join(app_dir, "App"), "--include-tests", "--keep-invalid", "-q", "-o", out,
             "--report", os.path.join(tmp, "report.json")],
            capture_output=True, text=True)
        imported = yaml.safe_load(open(out)) if os.path.exists(out) else {}
    expected_spec = yaml.safe_load(open(os.path.join(app_dir, "expected.yaml")))
    expected = cases(expected_spec)
    got = cases(imported or {})
    expected_pairs, got_pairs = pairs(expected_spec), pairs(imported or {})
    by_wire = {wire: key for key, _ in got.items() for wire in [key[0]]}
    by_case = {key[1]: key for key in got}
    matched, wrong_wire = {}, []
    for key in expected:
        if key[0] in by_wire:
            matched[key] = by_wire[key[0]]
        elif key[1] in by_case:
            matched[key] = by_case[key[1]]
            wrong_wire.append((key[0], by_case[key[1]][0]))
    right_wire = sum(1 for e, g in matched.items() if e[0] == g[0])
    f_exp = f_got = f_hit = t_hit = o_hit = wrong_key = 0
    for e, g in matched.items():
        ef, gf = expected[e], got[g]
        f_exp += len(ef)
        f_got += len(gf)
        for ident, (type_, optional) in gf.items():
            if ident in ef:
                f_hit += 1
                t_hit += ef[ident][0] == type_
                o_hit += ef[ident][1] == optional
            elif any(t == type_ for t, _ in ef.values()) and len(ef) == len(gf):
                wrong_key += 1
    return {
        "names": (len(matched), len(expected), len(got)),
        "wire": (right_wire, len(matched)),
        "wrong_wire": wrong_wire,
        "fields": (f_hit, f_exp, f_got),
        "types": (t_hit, f_hit),
        "optional": (o_hit, f_hit),
        "wrong_key": wrong_key,
        "pairs": (len(expected_pairs & got_pairs), len(expected_pairs), len(got_pairs)),
        "status": run.returncode,
    }


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/notigen-import"
    corpus = sys.argv[2] if len(sys.argv) > 2 else "Tests/Corpus"
    apps = sorted(a for a in os.listdir(corpus) if os.path.exists(os.path.join(corpus, a, "expected.yaml")))
    if not apps:
        print(f"no app in {corpus} (each needs expected.yaml and App/)")
        return 1
    print("| app | names found (recall / precision) | wire names | fields (recall / precision) | field types (of fields found) | field types (of expected fields) | optionality | result pairs (recall / precision) | wrong wire names | wrong keys |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    failed = False
    for app in apps:
        m = measure(binary, os.path.join(corpus, app))
        n_hit, n_exp, n_got = m["names"]
        f_hit, f_exp, f_got = m["fields"]
        recall, precision = ratio(n_hit, n_exp), ratio(n_hit, n_got)
        wire = ratio(*m["wire"])
        types = ratio(*m["types"])
        print(f"| {app} | {n_hit}/{n_exp} = {recall:.0%} / {precision:.0%} | {m['wire'][0]}/{m['wire'][1]} = {wire:.0%} | "
              f"{f_hit}/{f_exp} = {ratio(f_hit, f_exp):.0%} / {ratio(f_hit, f_got):.0%} | "
              f"{m['types'][0]}/{m['types'][1]} = {types:.0%} | {m['types'][0]}/{f_exp} = {ratio(m['types'][0], f_exp):.0%} | {m['optional'][0]}/{m['optional'][1]} = {ratio(*m['optional']):.0%} | "
              f"{m['pairs'][0]}/{m['pairs'][1]} = {ratio(m['pairs'][0], m['pairs'][1]):.0%} / {ratio(m['pairs'][0], m['pairs'][2]):.0%} | "
              f"{len(m['wrong_wire'])} | {m['wrong_key']} |")
        failed |= recall < 0.95 or wire < 0.95 or types < 0.85 or m["wrong_wire"] or m["wrong_key"] > 0
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
