-- Issue 45: the evidence before dispensing, the insurance receipt, and a ledger nobody rewrites.

-- The prescriber's College registration, recorded with the verification: the digits the public
-- register shows (4 to 7), with or without a prefix such as "OD-".
alter table public.order_lens
  add column rx_registration text check (rx_registration is null or rx_registration ~ '^([A-Z]{1,4}-?)?[0-9]{4,7}$');
grant update (rx_registration) on public.order_lens to authenticated;

-- Where the glasses were dispensed ("Mark dispensed": the date, who and the clinic).
alter table public.orders add column dispensed_clinic text references public.clinics (id) on delete restrict;
create index orders_dispensed_clinic_idx on public.orders (dispensed_clinic);

-- The insurance receipt, issued at dispensing: numbered with the others, but for no one payment
-- (it lists them all). One per order.
alter table public.receipts drop constraint receipts_kind_check;
alter table public.receipts add constraint receipts_kind_check check (kind in ('receipt', 'refund', 'record', 'insurance'));
alter table public.receipts alter column payment_id drop not null;
alter table public.receipts add constraint receipts_payment_check check ((kind = 'insurance') = (payment_id is null) and (kind <> 'insurance' or order_id is not null));
create unique index receipts_one_insurance_per_order on public.receipts (order_id) where kind = 'insurance';

-- Payments are append-only like receipts: a mistake is corrected by a refund, never an edit. The
-- one change allowed is the recorder's account going (the FK's set null). TRUNCATE is refused on
-- both tables (it fires no row trigger).
create function private.payments_append_only() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'UPDATE' and new.recorded_by is null and (to_jsonb(new) - 'recorded_by') = (to_jsonb(old) - 'recorded_by') then
    return new;
  end if;
  raise exception 'payments are append-only' using errcode = '42501';
end $$;
create trigger payments_append_only before update or delete on public.payments
  for each row execute function private.payments_append_only();
create trigger payments_no_truncate before truncate on public.payments
  for each statement execute function private.payments_append_only();

create function private.receipts_no_truncate() returns trigger
language plpgsql set search_path = '' as $$
begin
  raise exception 'receipts are never deleted' using errcode = '42501';
end $$;
create trigger receipts_no_truncate before truncate on public.receipts
  for each statement execute function private.receipts_no_truncate();
revoke all on function private.payments_append_only(), private.receipts_no_truncate() from public, anon, authenticated;

-- "Reopen order", with a reason: after a full refund no payment is taken until the order is
-- reopened. Each reopening is kept (who, when, why); the order's payment status goes back to pending.
create table public.order_reopenings (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete restrict,
  reason text not null check (length(reason) between 3 and 500 and reason = btrim(reason)),
  reopened_by uuid references auth.users (id) on delete set null,
  reopened_at timestamptz not null default now()
);
create index order_reopenings_order_idx on public.order_reopenings (order_id);
create index order_reopenings_by_idx on public.order_reopenings (reopened_by);
revoke all on public.order_reopenings from anon, authenticated;
alter table public.order_reopenings enable row level security;
grant select on public.order_reopenings to authenticated;
create policy order_reopenings_read on public.order_reopenings for select to authenticated
  using ((select private.has_permission('orders')));

-- Partial refunds by line: which lines a refund paid back, with the tax refunded on each. Like
-- the payment it belongs to, never edited. (A refund by amount names no line.)
create table public.refund_lines (
  payment_id uuid not null references public.payments (id) on delete restrict,
  order_item_id uuid not null references public.order_items (id) on delete restrict,
  amount numeric(10, 2) not null check (amount >= 0 and amount <= 100000),
  tax numeric(10, 2) not null check (tax >= 0 and tax <= amount),
  primary key (payment_id, order_item_id)
);
create index refund_lines_item_idx on public.refund_lines (order_item_id);
create function private.refund_lines_append_only() returns trigger
language plpgsql set search_path = '' as $$
begin
  raise exception 'refunds are append-only' using errcode = '42501';
end $$;
revoke all on function private.refund_lines_append_only() from public, anon, authenticated;
create trigger refund_lines_append_only before update or delete on public.refund_lines
  for each row execute function private.refund_lines_append_only();
create trigger refund_lines_no_truncate before truncate on public.refund_lines
  for each statement execute function private.refund_lines_append_only();
revoke all on public.refund_lines from anon, authenticated;
alter table public.refund_lines enable row level security;
grant select on public.refund_lines to authenticated;
create policy refund_lines_read on public.refund_lines for select to authenticated
  using ((select private.has_permission('orders')));
