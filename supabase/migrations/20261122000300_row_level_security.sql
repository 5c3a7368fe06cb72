-- Row Level Security on every table, with explicit grants. Supabase grants everything on
-- public tables to anon and authenticated by default; we start from nothing instead, so a
-- table without a grant here is unreachable from a visitor or user even if a policy slips.

revoke all on all tables in schema public from anon, authenticated;
revoke all on all sequences in schema public from anon, authenticated;
grant all on all tables in schema public to service_role;
grant all on all sequences in schema public to service_role;

alter table public.brands enable row level security;
alter table public.categories enable row level security;
alter table public.products enable row level security;
alter table public.profiles enable row level security;
alter table public.user_roles enable row level security;
alter table public.phone_calls enable row level security;
alter table public.form_submissions enable row level security;
alter table public.bookings enable row level security;
alter table public.orders enable row level security;
alter table public.order_items enable row level security;
alter table public.cart_items enable row level security;
alter table public.mail_outbox enable row level security;
alter table public.rate_limits enable row level security;

-- Catalogue: everyone reads what is live; admins read and write everything.
grant select on public.brands, public.categories, public.products to anon, authenticated;
grant insert, update, delete on public.brands, public.categories, public.products to authenticated;

create policy brands_read on public.brands for select to anon, authenticated using (true);
create policy brands_admin_insert on public.brands for insert to authenticated with check (public.is_admin());
create policy brands_admin_update on public.brands for update to authenticated using (public.is_admin()) with check (public.is_admin());
create policy brands_admin_delete on public.brands for delete to authenticated using (public.is_admin());

create policy categories_read on public.categories for select to anon, authenticated using (true);
create policy categories_admin_insert on public.categories for insert to authenticated with check (public.is_admin());
create policy categories_admin_update on public.categories for update to authenticated using (public.is_admin()) with check (public.is_admin());
create policy categories_admin_delete on public.categories for delete to authenticated using (public.is_admin());

create policy products_read_active on public.products for select to anon, authenticated
  using (is_active or public.is_admin());
create policy products_admin_insert on public.products for insert to authenticated with check (public.is_admin());
create policy products_admin_update on public.products for update to authenticated using (public.is_admin()) with check (public.is_admin());
create policy products_admin_delete on public.products for delete to authenticated using (public.is_admin());

-- People: a user reads and edits their own profile; admins read all.
grant select, update on public.profiles to authenticated;
create policy profiles_read_own on public.profiles for select to authenticated
  using (id = auth.uid() or public.is_admin());
create policy profiles_update_own on public.profiles for update to authenticated
  using (id = auth.uid()) with check (id = auth.uid());

grant select on public.user_roles to authenticated;
create policy user_roles_read_own on public.user_roles for select to authenticated
  using (user_id = auth.uid() or public.is_admin());

-- Tracking and forms: visitors may insert well-formed rows and read none back.
grant insert on public.phone_calls, public.form_submissions, public.cart_items, public.bookings to anon, authenticated;
grant select on public.phone_calls, public.form_submissions, public.cart_items, public.bookings to authenticated;
grant update on public.form_submissions, public.bookings to authenticated;

create policy phone_calls_insert on public.phone_calls for insert to anon, authenticated
  with check (call_status = 'initiated' and caller_name is null and call_duration is null);
create policy phone_calls_admin_read on public.phone_calls for select to authenticated using (public.is_admin());

create policy form_submissions_insert on public.form_submissions for insert to anon, authenticated
  with check (status = 'new');
create policy form_submissions_admin_read on public.form_submissions for select to authenticated using (public.is_admin());
create policy form_submissions_admin_update on public.form_submissions for update to authenticated
  using (public.is_admin()) with check (public.is_admin());

create policy bookings_insert on public.bookings for insert to anon, authenticated
  with check (status = 'requested' and preferred_date >= current_date);
create policy bookings_admin_read on public.bookings for select to authenticated using (public.is_admin());
create policy bookings_admin_update on public.bookings for update to authenticated
  using (public.is_admin()) with check (public.is_admin());

create policy cart_items_insert on public.cart_items for insert to anon, authenticated
  with check (exists (select 1 from public.products p where p.id = product_id and p.is_active));
create policy cart_items_admin_read on public.cart_items for select to authenticated using (public.is_admin());

-- Orders are written only by the checkout's system operation; buyers read their own.
grant select on public.orders, public.order_items to authenticated;
grant update on public.orders to authenticated;
create policy orders_read_own on public.orders for select to authenticated
  using (user_id = auth.uid() or public.is_admin());
create policy orders_admin_update on public.orders for update to authenticated
  using (public.is_admin()) with check (public.is_admin());
create policy order_items_read_own on public.order_items for select to authenticated
  using (exists (
    select 1 from public.orders o
    where o.id = order_id and (o.user_id = auth.uid() or public.is_admin())
  ));

-- mail_outbox and rate_limits: no grants and no policies; system operations only.
