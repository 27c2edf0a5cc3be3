-- Schema loaded into the scratch PostgreSQL 15 cluster (database "shop") before gen/run_probes.py runs.
CREATE TABLE abonnes (id serial PRIMARY KEY, email text NOT NULL, CONSTRAINT abonnes_email_key UNIQUE (email));
INSERT INTO abonnes (email) VALUES ('lea.martin@exemple.fr');
CREATE TABLE pedidos (id integer PRIMARY KEY, estado text);
CREATE TABLE chumon (id serial PRIMARY KEY, kokyaku text, goukei integer, created_at timestamptz DEFAULT now());
CREATE TABLE punkte (kunde text, saldo integer);
CREATE TABLE "клиенты" (id serial, "имя" text, email text);
CREATE TABLE "发票" (id serial, "抬头" varchar(20), "金额" numeric);
CREATE TABLE "рахунки" (id integer PRIMARY KEY);
CREATE TABLE "платежі" (id serial, "рахунок_id" integer REFERENCES "рахунки"(id), "сума" numeric);
CREATE TABLE clienti (id serial, nome text, codice_fiscale text NOT NULL);
