-- Issue 35: who created or changed which product, and when, by a CSV import. One row per
-- product per import; the admin's id and e-mail as they were (the e-mail outlives a deleted user).
create table public.product_changes (
  id bigint generated always as identity primary key,
  product_id uuid not null references public.products (id) on delete cascade,
  at timestamptz not null default now(),
  actor_id uuid references auth.users (id) on delete set null,
  actor text not null check (length(actor) <= 254),
  action text not null check (action in ('created', 'updated')),
  source text not null default 'csv-import' check (source in ('csv-import'))
);
create index product_changes_product_idx on public.product_changes (product_id, at desc);
create index product_changes_actor_idx on public.product_changes (actor_id);

alter table public.product_changes enable row level security;
grant select, insert on public.product_changes to authenticated;
create policy product_changes_admin_read on public.product_changes for select to authenticated using ((select private.is_admin()));
-- An admin records only changes made as themselves.
create policy product_changes_admin_insert on public.product_changes for insert to authenticated
  with check ((select private.is_admin()) and actor_id = (select auth.uid()));
