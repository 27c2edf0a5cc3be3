-- scratch database used by real_capture.py (PostgreSQL 15, started in a mktemp -d folder)
DROP DATABASE IF EXISTS lakehouse;
CREATE DATABASE lakehouse;
\c lakehouse
CREATE ROLE analyst_ro LOGIN;
CREATE ROLE etl_writer LOGIN PASSWORD 'not-the-real-one';
CREATE TABLE datasets (id serial PRIMARY KEY, slug text UNIQUE NOT NULL, name text, owner text, row_count bigint);
CREATE TABLE salaries (emp_id int, amount numeric);
CREATE TABLE events (id bigserial, created_at timestamptz DEFAULT now(), kind text, value numeric);
CREATE TABLE jobs (id serial PRIMARY KEY, name text, priority int CHECK (priority BETWEEN 0 AND 9), state text);
CREATE TABLE metrics_daily (day date, views bigint, sessions bigint);
INSERT INTO datasets (slug, name, owner, row_count) VALUES ('web-sessions', 'Web sessions', 'growth', 18233411), ('churn-q3', 'Churn Q3', 'ds', 88120);
INSERT INTO metrics_daily VALUES ('2024-05-01', 1200, 0);
INSERT INTO events (kind, value) VALUES ('play', 1);
GRANT SELECT ON datasets, events, metrics_daily TO analyst_ro;
GRANT SELECT, INSERT ON jobs TO analyst_ro;
GRANT USAGE ON SEQUENCE jobs_id_seq TO analyst_ro;
