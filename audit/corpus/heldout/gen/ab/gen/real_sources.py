#!/usr/bin/env python3
"""Runs real libraries and runtimes to capture the exact messages some corpus entries carry.

Writes gen/real.json: {name: text}. Needs: Django + djangorestframework, mcp (MCPServer),
PyJWT, boto3 + moto, duckdb, sqlite3, psycopg2, redis, requests, pymongo, jsonschema,
werkzeug; node with ajv, ajv-i18n and zod (NODE_PATH pointing at a scratch node_modules);
go, java, ruby, php, elixir on PATH. Nothing leaves the machine: every connection goes to a
closed port on 127.0.0.1.
"""
import json, os, subprocess, sys, tempfile, time, traceback, linecache, warnings

warnings.filterwarnings("ignore")
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = {}
WORK = tempfile.mkdtemp(prefix="hab-real-")


def put(name, text):
    OUT[name] = text


# ---------------------------------------------------------------- Django REST framework, localized
import django
from django.conf import settings
settings.configure(USE_I18N=True, LANGUAGE_CODE="en",
                   INSTALLED_APPS=["django.contrib.contenttypes", "django.contrib.auth", "rest_framework"])
django.setup()
from django.utils import translation
from rest_framework import exceptions, serializers


def drf(lang, what, value=None):
    with translation.override(lang):
        if what == "notauth":
            return str(exceptions.NotAuthenticated().detail)
        if what == "authfail":
            return str(exceptions.AuthenticationFailed().detail)
        if what == "perm":
            return str(exceptions.PermissionDenied().detail)
        if what == "throttle":
            return str(exceptions.Throttled(wait=value).detail)
        if what == "choice":
            f = serializers.ChoiceField(choices=["asc", "desc"])
        elif what == "maxv":
            f = serializers.IntegerField(max_value=500)
        elif what == "blank":
            f = serializers.CharField()
        try:
            f.run_validation(value)
        except serializers.ValidationError as e:
            return str(e.detail[0])


put("drf_de_notauth", drf("de", "notauth"))
put("drf_pt_notauth", drf("pt-br", "notauth"))
put("drf_ko_perm", drf("ko", "perm"))
put("drf_tr_authfail", drf("tr", "authfail"))
put("drf_ar_notauth", drf("ar", "notauth"))
put("drf_cs_authfail", drf("cs", "authfail"))
put("drf_pl_perm", drf("pl", "perm"))
put("drf_de_choice", drf("de", "choice", "twaudit-0f3e9a21"))
put("drf_ru_choice", drf("ru", "choice", "twaudit-6c1d2e3f"))
put("drf_hu_choice", drf("hu", "choice", "twaudit-7d8e9f01"))
put("drf_zh_throttle", drf("zh-hans", "throttle", 38))
put("drf_tr_maxv", drf("tr", "maxv", 1000001))
put("drf_uk_blank", drf("uk", "blank", ""))

# ---------------------------------------------------------------- MCP SDK (MCPServer) round trips
import anyio
from typing import Annotated, Literal
from pydantic import Field
from mcp import Client
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError

srv = MCPServer("greenhouse-orders")


@srv.tool()
def list_orders(limit: Annotated[int, Field(ge=1, le=100)],
                status: Literal["open", "shipped", "cancelled"] = "open") -> str:
    return "[]"


@srv.tool()
def usun_rezerwacje(numer: str) -> str:
    raise ToolError(drf("pl", "perm"))


@srv.tool()
def get_payslip(month: str) -> str:
    import jwt
    tok = jwt.encode({"sub": "emp-0412", "exp": int(time.time()) - 90}, "k" * 32, algorithm="HS256")
    try:
        jwt.decode(tok, "k" * 32, algorithms=["HS256"])
    except jwt.ExpiredSignatureError as e:
        raise ToolError(f"{type(e).__name__}: {e}")
    return "ok"


def text_of(result):
    parts = [b.text for b in result.content if getattr(b, "type", None) == "text"]
    if result.structured_content is not None:
        parts.append(json.dumps(result.structured_content, ensure_ascii=False))
    return "\n".join(parts)


async def mcp_calls():
    async with Client(srv) as c:
        r = await c.call_tool("list_orders", {"limit": 1000001})
        assert r.is_error
        put("mcp_pydantic_above_max", text_of(r))
        r = await c.call_tool("usun_rezerwacje", {"numer": "R-2291"})
        assert r.is_error
        put("mcp_pl_perm", text_of(r))
        r = await c.call_tool("get_payslip", {"month": "2025-05"})
        assert r.is_error
        put("mcp_jwt_expired", text_of(r))

import logging
logging.disable(logging.CRITICAL)
anyio.run(mcp_calls)

# ---------------------------------------------------------------- PyJWT
import jwt
try:
    jwt.decode(jwt.encode({"sub": "u1"}, "a" * 32, algorithm="HS256"), "b" * 32, algorithms=["HS256"])
except jwt.InvalidSignatureError as e:
    put("jwt_badsig", f"{type(e).__name__}: {e}")

# ---------------------------------------------------------------- AWS via moto
os.environ.update(AWS_ACCESS_KEY_ID="testing", AWS_SECRET_ACCESS_KEY="testing", AWS_DEFAULT_REGION="eu-central-1")
import boto3
from moto import mock_aws
from moto.core import set_initial_no_auth_action_count


@mock_aws
def aws_plain():
    ssm = boto3.client("ssm", region_name="eu-central-1")
    try:
        ssm.get_parameter(Name="/clinic/scheduler/db-url", WithDecryption=True)
    except Exception as e:
        put("aws_ssm_notfound", str(e))
    lam = boto3.client("lambda", region_name="eu-central-1")
    try:
        lam.invoke(FunctionName="reindex-catalog")
    except Exception as e:
        put("aws_lambda_notfound", str(e))
    sfn = boto3.client("stepfunctions", region_name="eu-central-1")
    try:
        sfn.start_execution(stateMachineArn="arn:aws:states:eu-central-1:123456789012:stateMachine:claims-intake", input="{}")
    except Exception as e:
        put("aws_sfn_notfound", str(e))


@mock_aws
@set_initial_no_auth_action_count(3)
def aws_iam():
    iam = boto3.client("iam")
    iam.create_user(UserName="mcp-fleet-bot")
    pol = {"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": ["s3:ListBucket"], "Resource": "*"}]}
    iam.put_user_policy(UserName="mcp-fleet-bot", PolicyName="fleet-read", PolicyDocument=json.dumps(pol))
    k = iam.create_access_key(UserName="mcp-fleet-bot")["AccessKey"]
    ec2 = boto3.client("ec2", region_name="eu-central-1", aws_access_key_id=k["AccessKeyId"],
                       aws_secret_access_key=k["SecretAccessKey"])
    try:
        ec2.describe_instances()
    except Exception as e:
        put("aws_ec2_denied", str(e))
    bad = boto3.client("s3", region_name="eu-central-1", aws_access_key_id="AKIAQ3EGRJ5XMPL4TW0B",
                       aws_secret_access_key="x" * 40)
    try:
        bad.list_objects_v2(Bucket="fleet-telematics")
    except Exception as e:
        put("aws_s3_badkey", str(e))


aws_plain()
aws_iam()

# ---------------------------------------------------------------- databases and network clients (closed local ports)
import sqlite3
c = sqlite3.connect(":memory:")
c.execute("create table members(id integer primary key, card text)")
try:
    c.execute("SELECT id FROM members WHERE card = '" + "twaudit-a1b2c3d4')) OR 1=1 --" + "' LIMIT 1")
except sqlite3.Error as e:
    put("sqlite_syntax", f"sqlite3.{type(e).__name__}: {e}")

import duckdb
d = duckdb.connect()
d.execute("create table parcels(id integer, weight_g integer)")
d.execute("insert into parcels values (1, 800)")
try:
    d.execute("select id, weight_g from parcels where weight_g > ?", ["twaudit-4e5f6a7b"]).fetchall()
except Exception as e:
    put("duckdb_conversion", f"duckdb.{type(e).__name__}: {e}")

import psycopg2
try:
    psycopg2.connect(host="127.0.0.1", port=5433, dbname="clinic", user="scheduler", connect_timeout=2)
except Exception as e:
    put("psycopg2_refused", f"psycopg2.{type(e).__name__}: {e}".rstrip())

import redis
try:
    redis.Redis(host="127.0.0.1", port=6390, socket_connect_timeout=1).zrevrange("leaderboard:season-7", 0, 9)
except Exception as e:
    put("redis_refused", str(e))

import requests
try:
    requests.get("http://127.0.0.1:8099/api/v2/stock/twaudit-9e8d7c6b", timeout=2)
except Exception as e:
    put("requests_refused", str(e))

import pymongo
try:
    pymongo.MongoClient("mongodb://127.0.0.1:27099/?serverSelectionTimeoutMS=800").bookings.rooms.find_one({})
except Exception as e:
    put("pymongo_timeout", f"pymongo.errors.{type(e).__name__}: {e}")

# ---------------------------------------------------------------- validators
import jsonschema
sch = {"type": "object", "properties": {"unit": {"enum": ["kg", "lb"]}, "qty": {"type": "integer", "maximum": 999}}}
for name, inst in [("jsonschema_enum", {"unit": "twaudit-1f2e3d4c"}), ("jsonschema_max", {"qty": 1000001})]:
    try:
        jsonschema.validate(inst, sch)
    except jsonschema.ValidationError as e:
        put(name, e.message)

from werkzeug.exceptions import Forbidden
put("werkzeug_403", Forbidden().get_body())

# ---------------------------------------------------------------- Python traceback (module compiled under its deployed path)
src = '''import decimal

def to_minor_units(amount, currency):
    exp = {"EUR": 2, "JPY": 0, "KWD": 3}[currency]
    return int(decimal.Decimal(amount).scaleb(exp))

def refund(args):
    return {"minor": to_minor_units(args["amount"], args["currency"])}
'''
fn = "/srv/till-mcp/till/money.py"
linecache.cache[fn] = (len(src), None, src.splitlines(True), fn)
g = {}
exec(compile(src, fn, "exec"), g)
try:
    g["refund"]({"amount": "12.50", "currency": "twaudit-8f9e0d1c"})
except Exception:
    tb = traceback.format_exc().splitlines()
    # drop this script's own frame (2 lines after the header)
    put("py_traceback", "\n".join([tb[0]] + tb[3:]))

# ---------------------------------------------------------------- node: ajv-i18n, zod, a crash
node_js = r'''
const Ajv = require("ajv"); const localize = require("ajv-i18n"); const {z} = require("zod");
const vm = require("vm");
const out = {};
const ajv = new Ajv({allErrors: true});
const v = ajv.compile({type: "object", properties: {ilosc: {type: "integer", minimum: 1, maximum: 500}}, required: ["sku"]});
v({sku: "A-1", ilosc: 1000001}); let e = JSON.parse(JSON.stringify(v.errors)); localize.pl(e);
out.ajv_pl_max = e.map(x => `${x.instancePath} ${x.message}`).join("; ");
const v2 = ajv.compile({type: "object", properties: {pocet: {type: "integer"}}, required: ["pobocka"]});
v2({pocet: 2}); e = JSON.parse(JSON.stringify(v2.errors)); localize.cs(e);
out.ajv_cs_required = e.map(x => `${x.instancePath || "/"} ${x.message}`).join("; ");
const s = z.object({speed: z.enum(["standard", "express", "overnight"]), weight_kg: z.number().max(70)});
const r = s.safeParse({speed: "twaudit-2c3d4e5f", weight_kg: 12});
out.zod_enum_issues = JSON.stringify(r.error.issues);
const code = `function priceFor(tier, nights){ return tier.rates[nights>7?"weekly":"nightly"] * nights }
function quote(args){ return { total: priceFor(args.tierObj, args.nights) } }
quote`;
const q = vm.runInThisContext(code, {filename: "/opt/lodge-mcp/dist/tools/quote.js"});
try { q({nights: 3}) } catch (err) { out.node_stack = err.stack.split("\n").slice(0, 3).join("\n") }
console.log(JSON.stringify(out));
'''
res = subprocess.run(["node", "-e", node_js], capture_output=True, text=True, check=True)
OUT.update(json.loads(res.stdout))

# ---------------------------------------------------------------- go, java, ruby, php, elixir crashes
godir = os.path.join(WORK, "dock")
os.makedirs(os.path.join(godir, "internal", "bays"))
open(os.path.join(godir, "go.mod"), "w").write("module harborline.io/dockmcp\n\ngo 1.19\n")
open(os.path.join(godir, "internal", "bays", "assign.go"), "w").write('''package bays

import "strconv"

type Slot struct {
	Bay   int
	Label string
}

func parseBay(code string) int {
	n, _ := strconv.Atoi(code[3:])
	return n
}

func Assign(slots []Slot, code string) Slot {
	b := parseBay(code)
	return slots[b]
}
''')
open(os.path.join(godir, "main.go"), "w").write('''package main

import (
	"fmt"

	"harborline.io/dockmcp/internal/bays"
)

func main() {
	slots := make([]bays.Slot, 12)
	fmt.Println(bays.Assign(slots, "BAY17"))
}
''')
res = subprocess.run(["go", "run", "-trimpath", "-gcflags=all=-l", "."], cwd=godir, capture_output=True, text=True,
                     env={**os.environ, "GOFLAGS": "-mod=mod", "GOPROXY": "off", "GOCACHE": os.path.join(WORK, "gocache")})
put("go_panic", "\n".join(l for l in res.stderr.strip().splitlines() if not l.startswith("exit status")))

jdir = os.path.join(WORK, "java")
os.makedirs(jdir)
open(os.path.join(jdir, "RosterTool.java"), "w").write('''package com.northwind.roster;
import java.util.*;
public class RosterTool {
  static class ShiftService {
    Map<String, List<String>> shifts = new HashMap<>();
    String firstShift(String nurseId) { return shifts.get(nurseId).get(0); }
  }
  ShiftService svc = new ShiftService();
  String handle(String id) { return "next: " + svc.firstShift(id); }
  public static void main(String[] a) {
    try { new RosterTool().handle("N-0412"); }
    catch (RuntimeException e) {
      System.out.println(e);
      for (int i = 0; i < 2; i++) System.out.println("\\tat " + e.getStackTrace()[i]);
    }
  }
}
''')
res = subprocess.run(["java", "RosterTool.java"], cwd=jdir, capture_output=True, text=True)
put("java_npe", res.stdout.strip())

rb = r'''
src = <<~RUBY
  module Pantry
    class Recipe
      def initialize(h) = @h = h
      def servings_for(guests) = Integer(@h.fetch("yield")) * guests
    end
    class ScaleTool
      def call(args)
        Recipe.new(args["recipe"]).servings_for(args["guests"])
      end
    end
  end
RUBY
eval(src, TOPLEVEL_BINDING, "/srv/pantry-mcp/lib/pantry/scale_tool.rb", 1)
begin
  Pantry::ScaleTool.new.call({"recipe" => {"name" => "shakshuka"}, "guests" => 6})
rescue => e
  puts "#{e.class}: #{e.message}"
  puts e.backtrace.first(3)
end
'''
res = subprocess.run(["ruby", "-e", rb], capture_output=True, text=True)
put("ruby_keyerror", res.stdout.strip())

pdir = os.path.join(WORK, "ateliers")
os.makedirs(pdir)
open(os.path.join(pdir, "Agenda.php"), "w").write('''<?php
namespace Ateliers\\Booking;
final class Slot { public function __construct(public readonly \\DateTimeImmutable $start) {} }
final class Agenda {
  public function book(string $when): Slot { return new Slot(new \\DateTimeImmutable($when)); }
}
try { (new Agenda())->book("twaudit-6a7b8c9d"); }
catch (\\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\\n", $e->getTraceAsString(), "\\n"; }
''')
res = subprocess.run(["php", "Agenda.php"], cwd=pdir, capture_output=True, text=True)
put("php_datetime", res.stdout.strip().replace(pdir + "/", "/var/www/ateliers/src/Booking/"))

ex = '''defmodule Kennel.Booking do
  def nights(%{"from" => f, "to" => t}), do: Date.diff(Date.from_iso8601!(t), Date.from_iso8601!(f))
end
try do
  Kennel.Booking.nights(%{"from" => "2025-03-01", "to" => "twaudit-2b3c4d5e"})
rescue
  e -> IO.puts(Exception.format(:error, e, Enum.take(__STACKTRACE__, 2)))
end
'''
res = subprocess.run(["elixir", "-e", ex], capture_output=True, text=True)
put("elixir_date", res.stdout.strip())

import shutil
shutil.rmtree(WORK, ignore_errors=True)
with open(os.path.join(HERE, "real.json"), "w", encoding="utf-8") as f:
    json.dump(OUT, f, ensure_ascii=False, indent=1)
print(f"{len(OUT)} real texts -> gen/real.json")
