/**
 * Creates the database named by DATABASE_URL if it is missing and migrates it, so tests can clone it
 * (CREATE DATABASE … TEMPLATE) instead of migrating one database per test.
 */
import pg from "pg";
import { closeDb, openDatabase } from "../../api/src/db";

const url = new URL(process.env.DATABASE_URL ?? "");
const name = url.pathname.slice(1);
const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: "/postgres" }).toString() });
await admin.connect();
const exists = await admin.query("select 1 from pg_database where datname = $1", [name]);
if (exists.rowCount === 0) await admin.query(`create database "${name.replaceAll('"', '""')}"`);
await admin.end();
await closeDb(await openDatabase({ postgresUrl: url.toString() }));
