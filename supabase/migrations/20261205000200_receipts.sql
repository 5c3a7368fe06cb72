-- Issue 33: payments recorded by the clinic, and the receipts they issue.
--
-- A payment is a row staff record (amount, method, date) against an order or an exam visit.
-- Each one issues exactly one receipt, numbered R-YYYY-NNNNNN per year with no gap: the counter
-- row is taken with the receipt in one transaction, so a rolled-back payment gives its number
-- back and concurrent payments queue on the row. A receipt is a snapshot of what it printed
-- (`document`), never edited; a refund is a payment of kind 'refund' whose receipt is a refund
-- note naming the receipt it reverses.

create table public.payments (
  id uuid primary key default gen_random_uuid(),
  order_id uuid references public.orders (id) on delete restrict,
  booking_id uuid references public.bookings (id) on delete restrict,
  kind text not null default 'payment' check (kind in ('payment', 'refund')),
  amount numeric(10, 2) not null check (amount >= 0 and amount <= 100000),
  method text not null check (method in ('debit', 'credit-card', 'cash', 'e-transfer', 'insurer-direct', 'ohip')),
  paid_on date not null check (paid_on between date '2000-01-01' and date '2100-01-01'),
  recorded_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  check ((order_id is null) <> (booking_id is null)),
  -- OHIP pays an exam in full and nothing passes hands: a $0.00 record. Anything else moves money.
  check ((method = 'ohip') = (amount = 0)),
  check (method <> 'ohip' or booking_id is not null)
);
create index payments_order_idx on public.payments (order_id);
create index payments_booking_idx on public.payments (booking_id);
create index payments_recorded_by_idx on public.payments (recorded_by);

create table private.receipt_numbers (
  year smallint primary key check (year between 2000 and 2100),
  last integer not null check (last between 1 and 999999)
);

create table public.receipts (
  number text primary key check (number ~ '^R-[0-9]{4}-[0-9]{6}$'),
  year smallint not null,
  seq integer not null check (seq between 1 and 999999),
  kind text not null check (kind in ('receipt', 'refund', 'record')),
  payment_id uuid not null unique references public.payments (id) on delete restrict,
  order_id uuid references public.orders (id) on delete restrict,
  booking_id uuid references public.bookings (id) on delete restrict,
  reverses text references public.receipts (number) on delete restrict,
  -- The patient's account when there is one (the order's, or the one whose confirmed address
  -- booked the visit): what RLS reads. Guests open theirs through a signed link.
  user_id uuid references auth.users (id) on delete set null,
  email text not null check (length(email) <= 254),
  document jsonb not null check (jsonb_typeof(document) = 'object'),
  issued_at timestamptz not null default now(),
  unique (year, seq),
  check ((order_id is null) <> (booking_id is null)),
  check ((kind = 'refund') = (reverses is not null)),
  check (number = 'R-' || year::text || '-' || lpad(seq::text, 6, '0'))
);
create index receipts_user_idx on public.receipts (user_id, issued_at desc);
create index receipts_order_idx on public.receipts (order_id);
create index receipts_booking_idx on public.receipts (booking_id);
create index receipts_reverses_idx on public.receipts (reverses);
create index receipts_payment_idx on public.receipts (payment_id);

-- Issued once: nothing edits or removes a receipt, the table's owner included. The one change
-- allowed is the account link going when that account is deleted (the FK's set null).
create function private.receipts_immutable() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'DELETE' then
    raise exception 'receipts are never deleted' using errcode = '42501';
  end if;
  if new.user_id is null and (to_jsonb(new) - 'user_id') = (to_jsonb(old) - 'user_id') then
    return new;
  end if;
  raise exception 'receipts are never edited' using errcode = '42501';
end $$;
create trigger receipts_immutable before update or delete on public.receipts
  for each row execute function private.receipts_immutable();

-- Who dispensed the glasses, and when (the receipt's "Dispensed by" and date of service).
alter table public.orders
  add column dispensed_on date,
  add column dispensed_by uuid references public.staff (id) on delete set null;
create index orders_dispensed_by_idx on public.orders (dispensed_by);

-- "Mark seen" on the day sheet.
alter table public.bookings add column seen_at timestamptz;

-- Hosted Supabase grants every new public table to anon and authenticated by default: start from nothing.
revoke all on public.payments, public.receipts from anon, authenticated;
revoke all on private.receipt_numbers from anon, authenticated;

alter table public.payments enable row level security;
alter table public.receipts enable row level security;
alter table private.receipt_numbers enable row level security;

-- Admins read payments; they are written with the receipt by the server's system operation,
-- after it has checked the caller is an admin.
grant select on public.payments to authenticated;
create policy payments_admin_read on public.payments for select to authenticated
  using ((select private.is_admin()));

-- The patient reads their own receipts, admins every one. Nobody writes through the API.
grant select on public.receipts to authenticated;
create policy receipts_read on public.receipts for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));
