import { PGlite } from '@electric-sql/pglite';
const t0=Date.now();
const db = new PGlite();
await db.waitReady;
console.log('ready', Date.now()-t0);
await db.exec(`create role console_tenant nologin; create table t(id serial primary key, customer_id int not null, v text);
alter table t enable row level security;
create policy tenant on t using (current_setting('app.platform', true) = 'on' or customer_id = nullif(current_setting('app.customer_id', true),'')::int) with check (current_setting('app.platform', true) = 'on' or customer_id = nullif(current_setting('app.customer_id', true),'')::int);
grant select,insert,update,delete on t to console_tenant; grant usage on sequence t_id_seq to console_tenant;
insert into t(customer_id,v) values (1,'a'),(2,'b');`);
await db.transaction(async tx => {
  await tx.query(`select set_config('app.customer_id','2',true), set_config('role','console_tenant',true)`);
  console.log((await tx.query('select * from t')).rows, (await tx.query('select current_user')).rows);
  
});
console.log((await db.query('select current_user, count(*) from t group by 1')).rows);
const dump = await db.dumpDataDir('none'); console.log('dump', dump.size, Date.now()-t0);
const t1=Date.now(); const db2 = new PGlite({loadDataDir: dump}); await db2.waitReady; console.log('clone', Date.now()-t1, (await db2.query('select count(*) from t')).rows);
console.log(process.memoryUsage().rss/1e6)
