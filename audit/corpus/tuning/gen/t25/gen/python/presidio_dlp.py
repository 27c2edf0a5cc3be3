"""Real Microsoft Presidio Analyzer 2.2 run (pattern recognizers; spaCy blank 'en' pipeline, so no NER model
is downloaded). Prints the RecognizerResult list for the probe's text, as a DLP gate would log it
(t25-024, t25-025). usage: presidio_dlp.py ENTRY_ID TEXT"""
import json
import logging
import sys
import tempfile

import spacy
from presidio_analyzer import AnalyzerEngine
from presidio_analyzer.nlp_engine import SpacyNlpEngine

logging.disable(logging.WARNING)
model_dir = tempfile.mkdtemp(prefix="blank_en_", dir="/tmp/dev25-scratch")
spacy.blank("en").to_disk(model_dir)
engine = SpacyNlpEngine(models=[{"lang_code": "en", "model_name": model_dir}])
analyzer = AnalyzerEngine(nlp_engine=engine, supported_languages=["en"])

text = sys.argv[2]
results = analyzer.analyze(text=text, language="en")
results.sort(key=lambda r: r.start)
print(json.dumps([{"entity_type": r.entity_type, "start": r.start, "end": r.end, "score": round(r.score, 2),
                   "text": text[r.start:r.end]} for r in results], ensure_ascii=False))
for r in results:
    print(r)
