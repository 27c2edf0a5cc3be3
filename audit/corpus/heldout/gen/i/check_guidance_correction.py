import json, sys
ok = True
for f in ['policy-i.json', 'near-i.json', 'mixed-i.json']:
    o = json.load(open(f'/work/blind-i/orig/{f}', encoding='utf-8'))
    n = json.load(open(f'/work/blind-i/{f}', encoding='utf-8'))
    if [e['id'] for e in o] != [e['id'] for e in n]:
        print(f, 'ids/order differ'); ok = False; continue
    add = rem = 0
    for a, b in zip(o, n):
        if set(a) != set(b): print(f, a['id'], 'keys differ'); ok = False
        for k in a:
            if k != 'signals' and a[k] != b[k]: print(f, a['id'], 'field differs', k); ok = False
        sa = set(a['signals']) - {'no-retry-guidance'}; sb = set(b['signals']) - {'no-retry-guidance'}
        if sa != sb or len(set(b['signals'])) != len(b['signals']): print(f, a['id'], 'other signals differ'); ok = False
        if b['channel'] != 'error-result' and 'no-retry-guidance' in b['signals']: print(f, a['id'], 'nrg on non-error'); ok = False
        ia, ib = 'no-retry-guidance' in a['signals'], 'no-retry-guidance' in b['signals']
        add += (ib and not ia); rem += (ia and not ib)
    print(f, 'entries', len(n), 'added', add, 'removed', rem)
print('CHECK', 'PASSED' if ok else 'FAILED'); sys.exit(0 if ok else 1)
