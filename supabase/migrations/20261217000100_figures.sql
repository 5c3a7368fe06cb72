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

-- Money is counted by the day it was paid or refunded: the figures read payments by that day.
create index payments_paid_on_idx on public.payments (paid_on);
-- Exams seen by their day, for the figures (the partial indexes above cover booked times only).
create index bookings_seen_starts_idx on public.bookings (starts_at) where seen_at is not null;

-- The patients behind "Recall results"' Booked column: due between p_from and p_to (both included),
-- first contacted by a notice or a call, and booked within 60 days of it. The same conditions as
-- private.recall_results, row by row, so the figure and that page count the same people.
create function private.figure_recall_booked(p_from date, p_to date)
returns table (patient_id uuid, first_name text, last_name text, due date, clinic_id text, optometrist_id uuid, first_contact timestamptz, booked_at timestamptz)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not (select private.has_permission('patients')) then return; end if;
  return query
  with d as (
    select r.patient_id, r.due, r.clinic_id, r.optometrist_id,
      least(
        (select min(m.sent_at) from private.recall_messages m where m.patient_id = r.patient_id and m.due = r.due),
        (select min(c.at) from public.recall_calls c where c.patient_id = r.patient_id and c.due = r.due)
      ) as first_contact
    from public.recall_dues r
    where r.due >= p_from and r.due <= p_to
  )
  select d.patient_id, p.first_name, p.last_name, d.due, d.clinic_id, d.optometrist_id, d.first_contact, bk.at
  from d
  join public.patients p on p.id = d.patient_id
  cross join lateral (
    select min(b.created_at) as at from public.bookings b where b.patient_id = d.patient_id and b.status <> 'cancelled'
      and b.created_at >= d.first_contact and b.created_at < d.first_contact + interval '60 days'
  ) bk
  where d.first_contact is not null and bk.at is not null;
end;
$$;
revoke all on function private.figure_recall_booked(date, date) from public;
grant execute on function private.figure_recall_booked(date, date) to authenticated, service_role;
