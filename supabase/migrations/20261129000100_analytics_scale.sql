-- The admin's analytics at real volume (a million phone calls, hundreds of thousands of forms
-- and orders): every tab reads newest first by (created_at, id), its heading shows a count and
-- its chart 30 days of rows.

-- 1. One index per tab in the tab's own order: its first page is the index's first rows, and
--    the CSV export reads the table in batches after the last row it sent (keyset), never by
--    offset.
drop index if exists public.phone_calls_created_at_idx;
create index phone_calls_created_idx on public.phone_calls (created_at desc, id desc);
drop index if exists public.form_submissions_created_at_idx;
create index form_submissions_created_idx on public.form_submissions (created_at desc, id desc);
drop index if exists public.orders_created_at_idx;
create index orders_created_idx on public.orders (created_at desc, id desc);
drop index if exists public.cart_items_created_at_idx;
create index cart_items_created_idx on public.cart_items (created_at desc, id desc);
drop index if exists public.profiles_created_at_idx;
create index profiles_created_idx on public.profiles (created_at desc, id desc);
drop index if exists public.brands_created_idx;
create index brands_created_idx on public.brands (created_at desc, id desc);
drop index if exists public.categories_created_idx;
create index categories_created_idx on public.categories (created_at desc, id desc);

-- 2. Exact row counts and rows per clinic day (America/Toronto), kept by statement triggers:
--    count(*) over a million rows costs tens of milliseconds on PostgreSQL and hundreds on
--    PGlite, and a month of calls is 27,000 rows to group, on every analytics page. Changed once
--    per statement (not per row) from its transition table; concurrent writers of a table queue
--    on its rows only until they commit. Orders add up their totals too. The app writes
--    created_at and total_amount once, at insert.
create table private.row_counts (
  table_name text primary key,
  n bigint not null
);
create table private.daily_counts (
  table_name text not null,
  day date not null,
  n bigint not null,
  total numeric(14, 2) not null default 0,
  primary key (table_name, day)
);
alter table private.row_counts enable row level security;
alter table private.daily_counts enable row level security;
revoke all on private.row_counts, private.daily_counts from anon, authenticated;
create policy row_counts_deny_all on private.row_counts as restrictive for all to anon, authenticated using (false) with check (false);
create policy daily_counts_deny_all on private.daily_counts as restrictive for all to anon, authenticated using (false) with check (false);

-- One function per direction: the count row first, then the day rows in date order, so two
-- writers of the same table always lock in the same order.
create function private.count_inserted() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update private.row_counts set n = n + (select count(*) from new_rows) where table_name = tg_table_name;
  insert into private.daily_counts as d (table_name, day, n, total)
  select tg_table_name, (r.created_at at time zone 'America/Toronto')::date, count(*),
         case when tg_table_name = 'orders' then coalesce(sum((to_jsonb(r) ->> 'total_amount')::numeric), 0) else 0 end
  from new_rows r group by 2 order by 2
  on conflict (table_name, day) do update set n = d.n + excluded.n, total = d.total + excluded.total;
  return null;
end $$;

create function private.count_deleted() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update private.row_counts set n = n - (select count(*) from old_rows) where table_name = tg_table_name;
  update private.daily_counts d set n = d.n - o.n, total = d.total - o.total
  from (select (r.created_at at time zone 'America/Toronto')::date as day, count(*) as n,
               case when tg_table_name = 'orders' then coalesce(sum((to_jsonb(r) ->> 'total_amount')::numeric), 0) else 0 end as total
        from old_rows r group by 1 order by 1) o
  where d.table_name = tg_table_name and d.day = o.day;
  return null;
end $$;

create function private.count_truncated() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update private.row_counts set n = 0 where table_name = tg_table_name;
  delete from private.daily_counts where table_name = tg_table_name;
  return null;
end $$;

revoke all on function private.count_inserted(), private.count_deleted(), private.count_truncated() from public, anon, authenticated;

do $$
declare
  t text;
begin
  foreach t in array array['phone_calls', 'form_submissions', 'orders', 'brands', 'cart_items', 'categories', 'products', 'profiles'] loop
    execute format('lock table public.%I in share row exclusive mode', t);
    execute format('insert into private.row_counts (table_name, n) select %L, count(*) from public.%I', t, t);
    execute format(
      $q$insert into private.daily_counts (table_name, day, n, total)
         select %L, (created_at at time zone 'America/Toronto')::date, count(*), %s from public.%I group by 2$q$,
      t, case when t = 'orders' then 'coalesce(sum(total_amount), 0)' else '0' end, t);
    execute format('create trigger %I after insert on public.%I referencing new table as new_rows for each statement execute function private.count_inserted()', t || '_count_inserted', t);
    execute format('create trigger %I after delete on public.%I referencing old table as old_rows for each statement execute function private.count_deleted()', t || '_count_deleted', t);
    execute format('create trigger %I after truncate on public.%I for each statement execute function private.count_truncated()', t || '_count_truncated', t);
  end loop;
end $$;

-- The admin's headings and charts read through these; nobody else gets a row.
create function private.analytics_counts() returns table (table_name text, n bigint)
language sql stable security definer set search_path = '' as $$
  select c.table_name, c.n from private.row_counts c where (select private.is_admin());
$$;
create function private.analytics_days(tab_table text, since date)
returns table (day text, n bigint, total numeric)
language sql stable security definer set search_path = '' as $$
  select to_char(d.day, 'YYYY-MM-DD'), d.n, d.total from private.daily_counts d
  where (select private.is_admin()) and d.table_name = tab_table and d.day >= since and d.n > 0;
$$;
revoke all on function private.analytics_counts(), private.analytics_days(text, date) from public, anon;
grant execute on function private.analytics_counts(), private.analytics_days(text, date) to authenticated, service_role;
