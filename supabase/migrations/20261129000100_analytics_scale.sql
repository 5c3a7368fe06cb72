-- The admin's analytics at real volume (a million phone calls, hundreds of thousands of forms
-- and orders): every tab reads newest first by (created_at, id), and its heading shows a count.

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

-- 2. Exact row counts kept by statement triggers: count(*) over a million rows costs tens of
--    milliseconds on PostgreSQL and hundreds on PGlite, on every analytics page. One row per
--    table, changed once per statement (not per row) from its transition table; concurrent
--    writers of the same table queue on that row only until they commit.
create table private.row_counts (
  table_name text primary key,
  n bigint not null
);
alter table private.row_counts enable row level security;
revoke all on private.row_counts from anon, authenticated;
create policy row_counts_deny_all on private.row_counts as restrictive for all to anon, authenticated using (false) with check (false);

create function private.count_inserted() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update private.row_counts set n = n + (select count(*) from new_rows) where table_name = tg_table_name;
  return null;
end $$;

create function private.count_deleted() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update private.row_counts set n = n - (select count(*) from old_rows) where table_name = tg_table_name;
  return null;
end $$;

create function private.count_truncated() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update private.row_counts set n = 0 where table_name = tg_table_name;
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
    execute format('create trigger %I after insert on public.%I referencing new table as new_rows for each statement execute function private.count_inserted()', t || '_count_inserted', t);
    execute format('create trigger %I after delete on public.%I referencing old table as old_rows for each statement execute function private.count_deleted()', t || '_count_deleted', t);
    execute format('create trigger %I after truncate on public.%I for each statement execute function private.count_truncated()', t || '_count_truncated', t);
  end loop;
end $$;

-- The admin's headings read the counts through this, and nobody else gets a row.
create function private.analytics_counts() returns table (table_name text, n bigint)
language sql stable security definer set search_path = '' as $$
  select c.table_name, c.n from private.row_counts c where (select private.is_admin());
$$;
revoke all on function private.analytics_counts() from public, anon;
grant execute on function private.analytics_counts() to authenticated, service_role;
