-- Issue 53: who did not come, and the owner's figures.
--
-- A no-show is kept on the booking (when, and by whom), as Mark seen keeps seen_at. The day sheet's
-- staff (the `day-sheet` permission) write it through the bookings' existing update policy; a visit
-- is never both seen and a no-show. It frees no time (the time has passed) and moves no recall date.
alter table public.bookings add column no_show_at timestamptz;
alter table public.bookings add column no_show_by uuid references auth.users (id) on delete set null;
alter table public.bookings add constraint bookings_no_show_or_seen check (no_show_at is null or seen_at is null);
alter table public.bookings add constraint bookings_no_show_by check (no_show_at is not null or no_show_by is null);
create index bookings_no_show_by_idx on public.bookings (no_show_by);

-- The figures read what they show and no more: visits by their time, payments by the day paid,
-- orders by the time placed. Each index carries the columns the figures read, so a period's rows
-- come from the index alone (an index-only scan) rather than from every row's whole record.
-- Visits by their start (exams seen, no-shows, cancellations, booked minutes, by clinic and
-- optometrist, and the names a rows page shows).
create index bookings_figures_idx on public.bookings (starts_at)
  include (id, patient_id, service_type, status, seen_at, no_show_at, cancelled_at, ends_at, location, optometrist_id, first_name, last_name);
-- A patient's visits seen, latest last: their first exam ever (new patients) and the visit an order
-- counts for (the last seen by the day it was placed).
create index bookings_seen_patient_idx on public.bookings (patient_id, starts_at, id)
  include (service_type, status, location, optometrist_id) where seen_at is not null;
-- Money is counted by the day it was paid or refunded: the figures read payments by that day.
create index payments_paid_on_idx on public.payments (paid_on) include (id, order_id, booking_id, kind, method, amount);
-- Refunds by order (an order refunded in full is no sale): a small share of the payments.
create index payments_refunds_idx on public.payments (order_id) include (amount) where kind = 'refund';
-- Orders by the time placed (glasses ordered after an exam, buyers of pairs).
create index orders_figures_idx on public.orders (created_at)
  include (id, patient_id, status, total_amount, order_number, email, dispensed_clinic, pickup_clinic);

-- The patients behind "Recall results"' Booked column: due between p_from and p_to (both included),
-- first contacted by a notice or a call, and booked within 60 days of it. The same conditions as
-- private.recall_results, row by row, so the figure and that page count the same people. The first
-- contact is the earliest notice or call for the due date, read by their due dates (not looked up due
-- by due); only the dues contacted look up their bookings.
create index recall_messages_due_idx on private.recall_messages (due) include (patient_id, sent_at);
create index recall_calls_due_idx on public.recall_calls (due) include (patient_id, at);
create function private.figure_recall_booked(p_from date, p_to date)
returns table (patient_id uuid, first_name text, last_name text, due date, clinic_id text, optometrist_id uuid, first_contact timestamptz, booked_at timestamptz)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not (select private.has_permission('patients')) then return; end if;
  return query
  with contact as (
    select x.patient_id, x.due, min(x.at) as first_contact from (
      select m.patient_id, m.due, m.sent_at as at from private.recall_messages m where m.due >= p_from and m.due <= p_to
      union all
      select c.patient_id, c.due, c.at from public.recall_calls c where c.due >= p_from and c.due <= p_to
    ) x
    group by x.patient_id, x.due
  ), d as (
    select r.patient_id, r.due, r.clinic_id, r.optometrist_id, c.first_contact
    from public.recall_dues r join contact c on c.patient_id = r.patient_id and c.due = r.due
    where r.due >= p_from and r.due <= p_to
  )
  -- Names last, for the few who booked (offset 0 keeps the planner from joining every due to them).
  select x.patient_id, p.first_name, p.last_name, x.due, x.clinic_id, x.optometrist_id, x.first_contact, x.at
  from (
    select d.*, bk.at from d
    cross join lateral (
      select min(b.created_at) as at from public.bookings b where b.patient_id = d.patient_id and b.status <> 'cancelled'
        and b.created_at >= d.first_contact and b.created_at < d.first_contact + interval '60 days'
    ) bk
    where bk.at is not null
    offset 0
  ) x
  join public.patients p on p.id = x.patient_id;
end;
$$;
revoke all on function private.figure_recall_booked(date, date) from public;
grant execute on function private.figure_recall_booked(date, date) to authenticated, service_role;
