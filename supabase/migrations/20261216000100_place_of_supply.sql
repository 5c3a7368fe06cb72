-- Issue 45: tax follows the place of supply, and an order may be picked up at a clinic.
--
-- Goods delivered to a place in Canada are supplied in that province (Excise Tax Act, Schedule
-- IX, Part II, s. 2): the HST provinces charge their HST rate, the others GST. A pair picked up
-- at a clinic is supplied in the clinic's province. The rates are data, each with the day it took
-- effect, so a change (Nova Scotia's 15% became 14% on 1 April 2025) is a new row; an order line
-- keeps the rate and the label it was charged. Sources: docs/receipts.md.

create table public.tax_rates (
  province text not null check (province in ('ON', 'BC', 'AB', 'QC', 'NS', 'NB', 'MB', 'SK', 'PE', 'NL', 'YT', 'NT', 'NU')),
  kind text not null check (kind in ('HST', 'GST')),
  rate numeric(4, 3) not null check (rate > 0 and rate < 0.2),
  effective_from date not null check (effective_from between date '1991-01-01' and date '2100-01-01'),
  primary key (province, effective_from)
);

insert into public.tax_rates (province, kind, rate, effective_from) values
  ('ON', 'HST', 0.13, '2010-07-01'),
  ('NS', 'HST', 0.15, '2010-07-01'),
  ('NS', 'HST', 0.14, '2025-04-01'),
  ('NB', 'HST', 0.15, '2016-07-01'),
  ('NL', 'HST', 0.15, '2016-07-01'),
  ('PE', 'HST', 0.15, '2016-10-01'),
  ('BC', 'GST', 0.05, '2008-01-01'),
  ('AB', 'GST', 0.05, '2008-01-01'),
  ('QC', 'GST', 0.05, '2008-01-01'),
  ('MB', 'GST', 0.05, '2008-01-01'),
  ('SK', 'GST', 0.05, '2008-01-01'),
  ('YT', 'GST', 0.05, '2008-01-01'),
  ('NT', 'GST', 0.05, '2008-01-01'),
  ('NU', 'GST', 0.05, '2008-01-01');

revoke all on public.tax_rates from anon, authenticated;
alter table public.tax_rates enable row level security;
-- Everyone reads the rates (the checkout shows them); the Owner keeps them.
grant select on public.tax_rates to anon, authenticated;
grant insert, update, delete on public.tax_rates to authenticated;
create policy tax_rates_read on public.tax_rates for select to anon, authenticated using (true);
create policy tax_rates_owner_write on public.tax_rates for all to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

-- A line's rate is whatever its place of supply charged (or 0 for prescription eyewear), and its
-- label says which tax and why ("HST 15%", "GST 0% (prescription eyewear)").
alter table public.order_items drop constraint order_items_tax_rate_check;
alter table public.order_items add constraint order_items_tax_rate_check check (tax_rate >= 0 and tax_rate < 0.2);
alter table public.order_items add column tax_label text;
update public.order_items set tax_label = case when tax_rate = 0 then 'HST 0% (prescription eyewear)' else 'HST 13%' end;
alter table public.order_items alter column tax_label set not null;
-- The default goes with the rate's default (Ontario's 13%), and a label says 0% exactly when the rate is 0.
alter table public.order_items alter column tax_label set default 'HST 13%';
alter table public.order_items add constraint order_items_tax_label_check
  check (length(tax_label) between 5 and 80 and (tax_rate = 0) = (tax_label like '% 0\% %'));

-- Delivery or pickup at a clinic. A pickup names its clinic and has no delivery address; the
-- billing address is optional then (the card is not charged online).
alter table public.orders
  add column fulfilment text not null default 'delivery' check (fulfilment in ('delivery', 'pickup')),
  add column pickup_clinic text references public.clinics (id) on delete restrict,
  add column tax_province text not null default 'ON' check (tax_province in ('ON', 'BC', 'AB', 'QC', 'NS', 'NB', 'MB', 'SK', 'PE', 'NL', 'YT', 'NT', 'NU')),
  add constraint orders_pickup_clinic_check check ((fulfilment = 'pickup') = (pickup_clinic is not null));
create index orders_pickup_clinic_idx on public.orders (pickup_clinic);
alter table public.orders alter column shipping_address drop not null;
alter table public.orders alter column billing_address drop not null;
alter table public.orders add constraint orders_delivery_address_check check (fulfilment = 'pickup' or shipping_address is not null);
