# Runs the scratch scripts and stores their real output, keyed by marker, in real.json
import subprocess, json, re, os
H=os.path.dirname(os.path.abspath(__file__))
outs={}
def grab(cmd, cwd):
    o=subprocess.run(cmd, cwd=cwd, capture_output=True, text=True).stdout
    parts=re.split(r'^([A-Za-z0-9]+)>> ?', o, flags=re.M)
    for i in range(1,len(parts),2):
        outs[parts[i]]=parts[i+1].rstrip('\n')
grab(['python3','real1.py'],H)
grab(['python3','real2.py'],H)
grab(['node','z.js'],H+'/js')
grab(['python3','srv/forum_mcp/tools.py'],H)
grab(['node','dist/tools/search.js'],H+'/app')
json.dump(outs, open(H+'/real.json','w'), indent=1, ensure_ascii=False)
print(list(outs))
