-- Issue 33: tax on each line. Eyeglasses and contact lenses supplied under a prescription are
-- zero-rated (Excise Tax Act, Schedule VI, Part II, s. 9); everything else keeps Ontario's 13% HST.
-- Each order line keeps the rate it was charged; lines stored before this were all charged 13%.
alter table public.order_items
  add column tax_rate numeric(4, 3) not null default 0.13 check (tax_rate in (0, 0.13));

-- The evidence CRA asks the seller to keep for zero-rating: the prescription's issue date, the
-- eye-care professional who wrote it and the person it is for. Filled at checkout for an entered
-- prescription, by staff when they verify an upload, a later or an exam prescription.
alter table public.order_lens
  add column rx_issued_on date,
  add column rx_prescribed_by text
    check (rx_prescribed_by is null or (length(rx_prescribed_by) between 1 and 120 and rx_prescribed_by = btrim(rx_prescribed_by))),
  add column rx_patient_name text
    check (rx_patient_name is null or (length(rx_patient_name) between 1 and 120 and rx_patient_name = btrim(rx_patient_name)));

-- Admins record the three facts with the verification, and nothing else (the policy
-- order_lens_admin_verify already limits updates to admins).
grant update (rx_issued_on, rx_prescribed_by, rx_patient_name) on public.order_lens to authenticated;

-- Optional insurance details for direct billing:
-- { "insurer": string, "policyNumber": string, "memberId": string, "relationship": string }.
alter table public.orders
  add column insurance jsonb check (insurance is null or jsonb_typeof(insurance) = 'object');
