-- The 30-day charts at volume.

-- 1. Rows per clinic day (America/Toronto), kept by the same statement triggers as the row
--    counts: a month of a million-call table is 30 rows to read, not 27,000 to group. Orders
--    add up their totals too. The app writes created_at and total_amount once, at insert.
create table private.daily_counts (
  table_name text not null,
  day date not null,
  n bigint not null,
  total numeric(14, 2) not null default 0,
  primary key (table_name, day)
);
alter table private.daily_counts enable row level security;
revoke all on private.daily_counts from anon, authenticated;
create policy daily_counts_deny_all on private.daily_counts as restrictive for all to anon, authenticated using (false) with check (false);

-- One function per direction: the count row first, then the day rows in date order, so two
-- writers of the same table always lock in the same order.
create or replace function private.count_inserted() returns trigger
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

create or replace function private.count_deleted() returns trigger
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

create or replace function private.count_truncated() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update private.row_counts set n = 0 where table_name = tg_table_name;
  delete from private.daily_counts where table_name = tg_table_name;
  return null;
end $$;

-- The days already in the tables.
do $$
declare
  t text;
begin
  foreach t in array array['phone_calls', 'form_submissions', 'orders', 'brands', 'cart_items', 'categories', 'products', 'profiles'] loop
    execute format('lock table public.%I in share row exclusive mode', t);
    execute format(
      $q$insert into private.daily_counts (table_name, day, n, total)
         select %L, (created_at at time zone 'America/Toronto')::date, count(*), %s from public.%I group by 2$q$,
      t, case when t = 'orders' then 'coalesce(sum(total_amount), 0)' else '0' end, t);
  end loop;
end $$;

-- One tab's days since a date, for an admin; nobody else gets a row.
create function private.analytics_days(tab_table text, since date)
returns table (day text, n bigint, total numeric)
language sql stable security definer set search_path = '' as $$
  select to_char(d.day, 'YYYY-MM-DD'), d.n, d.total from private.daily_counts d
  where (select private.is_admin()) and d.table_name = tab_table and d.day >= since and d.n > 0;
$$;
revoke all on function private.analytics_days(text, date) from public, anon;
grant execute on function private.analytics_days(text, date) to authenticated, service_role;
