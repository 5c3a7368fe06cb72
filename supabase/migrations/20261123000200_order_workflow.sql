-- The clinic's order workflow: pending → confirmed → ready (for pickup or shipping) →
-- delivered, or cancelled. Earlier values map onto it. Cancelling puts stock back once,
-- which the app does in the same transaction as the status change.

alter table public.orders drop constraint if exists orders_status_check;
update public.orders set status = 'confirmed' where status = 'processing';
update public.orders set status = 'ready' where status = 'shipped';
alter table public.orders add constraint orders_status_check
  check (status in ('pending', 'confirmed', 'ready', 'delivered', 'cancelled'));
alter table public.orders add column if not exists updated_at timestamptz not null default now();

-- Analytics: 30-day charts and newest-first pages read these by time.
create index if not exists brands_created_idx on public.brands (created_at desc);
create index if not exists categories_created_idx on public.categories (created_at desc);
