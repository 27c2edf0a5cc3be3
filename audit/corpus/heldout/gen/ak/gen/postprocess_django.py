# Applied once after run_django.py: the tool strips the upstream page's tags and cuts it at 330 chars.
import json, re, html as H
d = json.load(open('real/django.json'))
raw = d.pop('dj-nl-csrf-raw')['html']
body = raw[raw.index('<body>'):]
t = re.sub(r'<[^>]+>', ' ', body); t = H.unescape(re.sub(r'\s+', ' ', t)).strip()
t = t[:t.index('Als u')].rstrip() + ' …'
d['dj-nl-csrf'] = {"probe": "valid", "sent": None, "text": "Webwinkel-API gaf HTTP 403 terug: " + t,
                   "produced_by": "Django 5.2.19 django.views.csrf.csrf_failure (nl catalog) page, tags stripped and cut before its cookie advice by the tool; gen/run_django.py + gen/postprocess_django.py"}
json.dump(d, open('real/django.json', 'w'), ensure_ascii=False, indent=1)
