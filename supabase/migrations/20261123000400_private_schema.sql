-- Supabase's advisors, clean: internal tables and the helpers that policies and the server
-- call privileged move to schema `private`, which the Supabase API does not expose. No
-- SECURITY DEFINER function in `public` is executable by anon or authenticated any more, and
-- every policy reads auth.uid() and the role check once per statement ((select …)), not per row.

create schema if not exists private;
revoke all on schema private from public;
-- Policies evaluate as the caller, so the caller's role may use the schema's functions;
-- it gets no table in it.
grant usage on schema private to anon, authenticated, service_role;

-- Internal tables: deny-all for API roles (no grants), reached only by system operations.
alter table public.mail_outbox set schema private;
alter table public.rate_limits set schema private;
revoke all on private.mail_outbox, private.rate_limits from anon, authenticated;
create policy mail_outbox_deny_all on private.mail_outbox as restrictive for all to anon, authenticated using (false) with check (false);
create policy rate_limits_deny_all on private.rate_limits as restrictive for all to anon, authenticated using (false) with check (false);

-- The role check used by policies.
create function private.is_admin() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.user_roles
    where user_id = (select auth.uid()) and role = 'admin'
  );
$$;
revoke all on function private.is_admin() from public;
grant execute on function private.is_admin() to anon, authenticated, service_role;

-- Rate limiting for anonymous writes, now beside its table.
create function private.hit_rate_limit(key text, max_hits integer, window_seconds integer)
returns boolean
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_column
declare
  w timestamptz := to_timestamp(floor(extract(epoch from now()) / hit_rate_limit.window_seconds) * hit_rate_limit.window_seconds);
  n integer;
begin
  insert into private.rate_limits as r (key, window_start, hits)
  values (hit_rate_limit.key, w, 1)
  on conflict (key, window_start) do update set hits = r.hits + 1
  returning r.hits into n;
  delete from private.rate_limits where window_start < now() - interval '1 day';
  return n <= hit_rate_limit.max_hits;
end;
$$;
revoke all on function private.hit_rate_limit(text, integer, integer) from public;
grant execute on function private.hit_rate_limit(text, integer, integer) to anon, authenticated, service_role;

-- Policies: the same rules, with the helper in private and auth.uid() read once.
drop policy brands_admin_insert on public.brands;
drop policy brands_admin_update on public.brands;
drop policy brands_admin_delete on public.brands;
create policy brands_admin_insert on public.brands for insert to authenticated with check ((select private.is_admin()));
create policy brands_admin_update on public.brands for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
create policy brands_admin_delete on public.brands for delete to authenticated using ((select private.is_admin()));

drop policy categories_admin_insert on public.categories;
drop policy categories_admin_update on public.categories;
drop policy categories_admin_delete on public.categories;
create policy categories_admin_insert on public.categories for insert to authenticated with check ((select private.is_admin()));
create policy categories_admin_update on public.categories for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
create policy categories_admin_delete on public.categories for delete to authenticated using ((select private.is_admin()));

drop policy products_read_active on public.products;
drop policy products_admin_insert on public.products;
drop policy products_admin_update on public.products;
drop policy products_admin_delete on public.products;
create policy products_read_active on public.products for select to anon, authenticated using (is_active or (select private.is_admin()));
create policy products_admin_insert on public.products for insert to authenticated with check ((select private.is_admin()));
create policy products_admin_update on public.products for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
create policy products_admin_delete on public.products for delete to authenticated using ((select private.is_admin()));

drop policy profiles_read_own on public.profiles;
drop policy profiles_update_own on public.profiles;
create policy profiles_read_own on public.profiles for select to authenticated using (id = (select auth.uid()) or (select private.is_admin()));
create policy profiles_update_own on public.profiles for update to authenticated using (id = (select auth.uid())) with check (id = (select auth.uid()));

drop policy user_roles_read_own on public.user_roles;
create policy user_roles_read_own on public.user_roles for select to authenticated using (user_id = (select auth.uid()) or (select private.is_admin()));

drop policy phone_calls_admin_read on public.phone_calls;
create policy phone_calls_admin_read on public.phone_calls for select to authenticated using ((select private.is_admin()));

drop policy form_submissions_admin_read on public.form_submissions;
drop policy form_submissions_admin_update on public.form_submissions;
create policy form_submissions_admin_read on public.form_submissions for select to authenticated using ((select private.is_admin()));
create policy form_submissions_admin_update on public.form_submissions for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

drop policy bookings_admin_read on public.bookings;
drop policy bookings_admin_update on public.bookings;
create policy bookings_admin_read on public.bookings for select to authenticated using ((select private.is_admin()));
create policy bookings_admin_update on public.bookings for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

drop policy cart_items_admin_read on public.cart_items;
create policy cart_items_admin_read on public.cart_items for select to authenticated using ((select private.is_admin()));

drop policy orders_read_own on public.orders;
drop policy orders_admin_update on public.orders;
create policy orders_read_own on public.orders for select to authenticated using (user_id = (select auth.uid()) or (select private.is_admin()));
create policy orders_admin_update on public.orders for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

drop policy order_items_read_own on public.order_items;
create policy order_items_read_own on public.order_items for select to authenticated
  using (exists (
    select 1 from public.orders o
    where o.id = order_id and (o.user_id = (select auth.uid()) or (select private.is_admin()))
  ));

drop policy "admins upload product images" on storage.objects;
drop policy "admins replace product images" on storage.objects;
drop policy "admins remove product images" on storage.objects;
create policy "admins upload product images" on storage.objects for insert to authenticated
  with check (bucket_id = 'product-images' and (select private.is_admin()));
create policy "admins replace product images" on storage.objects for update to authenticated
  using (bucket_id = 'product-images' and (select private.is_admin()))
  with check (bucket_id = 'product-images' and (select private.is_admin()));
create policy "admins remove product images" on storage.objects for delete to authenticated
  using (bucket_id = 'product-images' and (select private.is_admin()));

-- The public copies go: nothing the API exposes can be called to probe roles or fill limits.
drop function public.is_admin();
drop function public.hit_rate_limit(text, integer, integer);
