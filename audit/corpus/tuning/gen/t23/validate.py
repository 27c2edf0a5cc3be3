import json,collections,re
d=json.load(open('/work/dev-23/mixed-23.json')); m=json.load(open('/tmp/d23-scratch/meta.json'))
CH={"error-result","success-result","jsonrpc-error"}
PR={"valid","missing","wrong-type","above-max","below-min","enum","empty","oversized","traversal","injection","sql"}
SG={"auth-failure-as-result","path-details-as-result","injection-signal-as-result","raw-upstream-text","stack-trace","policy-enumeration","validation-echoes-value","no-retry-guidance"}
KEYS={"id","produced_by","channel","probe","sent","text","signals"}
assert len(d)==80 and len({e['id'] for e in d})==80
assert [e['id'] for e in d]==[f"t23-{i:03d}" for i in range(1,81)]
for e in d:
    assert set(e)==KEYS, e['id']
    assert e['channel'] in CH and e['probe'] in PR, e['id']
    assert all(s in SG for s in e['signals']) and len(set(e['signals']))==len(e['signals']), e['id']
    assert isinstance(e['text'],str) and e['text']
    if e['channel']!='error-result': assert not {"auth-failure-as-result","path-details-as-result","injection-signal-as-result","no-retry-guidance"}&set(e['signals'])
    if e['probe'] in ('above-max','below-min'): assert re.fullmatch(r'-?\d+',e['sent'])
    if 'validation-echoes-value' in e['signals']:
        v=e['sent']; mm=re.search(r'twaudit-[0-9a-f]{8}',v)
        assert v in e['text'] or (mm and mm.group(0)[:10] in e['text']), e['id']
c=collections.Counter(s for e in d for s in e['signals'])
for k in sorted(SG): print(f"{k}: {c[k]}")
print("clean []:", sum(1 for e in d if not e['signals']))
print("kinds:", collections.Counter(x['kind'] for x in m))
langs=collections.Counter(x['lang'] for x in m)
print("non-English texts:", sum(v for k,v in langs.items() if k!='en'), "languages:", len([k for k in langs if k!='en']), sorted(k for k in langs if k!='en'))
print("real:", sum('real output' in e['produced_by'] for e in d))
