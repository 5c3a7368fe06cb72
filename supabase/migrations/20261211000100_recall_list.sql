-- Issue 43, the front desk's list: who is due, overdue, contacted or booked, and the calls logged.

create table public.recall_calls (
  id bigint generated always as identity primary key,
  patient_id uuid not null references public.patients (id) on delete cascade,
  -- The due date the call was about: a new due date starts a fresh row on the list.
  due date not null,
  at timestamptz not null default now(),
  outcome text not null check (outcome in ('booked', 'left-message', 'no-answer', 'declined', 'wrong-number')),
  note text check (length(note) <= 500),
  staff_email text check (length(staff_email) <= 254)
);
create index recall_calls_patient_idx on public.recall_calls (patient_id, due, at desc);
create index recall_calls_at_idx on public.recall_calls (at);
alter table public.recall_calls enable row level security;
grant select on public.recall_calls to authenticated;
create policy recall_calls_read on public.recall_calls for select to authenticated using ((select private.has_permission('patients')));

-- "Log call": the `patients` permission; "Declined" with stop also stops recall for the patient.
create function private.log_recall_call(p_patient uuid, p_outcome text, p_note text, p_stop boolean) returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  d date;
begin
  if not (select private.has_permission('patients')) then return false; end if;
  select next_exam_due into d from public.patients where id = p_patient and merged_into is null;
  if d is null then return false; end if;
  insert into public.recall_calls (patient_id, due, outcome, note, staff_email)
  values (p_patient, d, p_outcome, nullif(btrim(p_note), ''), (select email from auth.users where id = (select auth.uid())));
  if p_stop and p_outcome = 'declined' then
    update public.patients set recall_stopped = true, updated_at = now() where id = p_patient;
  end if;
  return true;
end;
$$;
revoke all on function private.log_recall_call(uuid, text, text, boolean) from public;
grant execute on function private.log_recall_call(uuid, text, text, boolean) to authenticated, service_role;

-- The list: one tab at a time, by clinic and last optometrist, a page at a time. Tabs partition the
-- patients with a due date who may be contacted: Booked (an exam ahead), Contacted (a call logged
-- for this due date), Overdue (due before today) and Due this month (from today to the month's end).
create function private.recall_list(p_tab text, p_today date, p_clinic text, p_optometrist uuid, p_limit int, p_offset int)
returns table (id uuid, first_name text, last_name text, date_of_birth date, phone text, email text, due date,
               eligible_conditions text[], contact_lens_wearer boolean, last_visit date, optometrist text,
               messages int, last_call_outcome text, last_call_at timestamptz, next_visit timestamptz, total bigint)
language plpgsql stable security definer set search_path = '' as $$
declare
  month_end date := (date_trunc('month', p_today) + interval '1 month - 1 day')::date;
begin
  if not (select private.has_permission('patients')) then return; end if;
  return query
  with base as (
    select p.*,
      (select b.starts_at from public.bookings b where b.patient_id = p.id and b.starts_at > now() and b.status <> 'cancelled' order by b.starts_at limit 1) as next_at,
      (select c.outcome from public.recall_calls c where c.patient_id = p.id and c.due = p.next_exam_due order by c.at desc limit 1) as call_outcome,
      (select c.at from public.recall_calls c where c.patient_id = p.id and c.due = p.next_exam_due order by c.at desc limit 1) as call_at
    from public.patients p
    where p.merged_into is null and p.status = 'active' and not p.recall_stopped and p.next_exam_due is not null
      -- The due dates each tab can hold, so the index narrows before the per-row looks.
      and (p_tab not in ('due', 'overdue') or p.next_exam_due <= month_end)
      and (p_tab <> 'due' or p.next_exam_due >= p_today)
      and (p_tab <> 'overdue' or p.next_exam_due < p_today)
  ), last as (
    select x.*, v.day as visit_day, v.location as visit_location, v.optometrist_id as visit_optometrist
    from base x
    left join lateral (
      select coalesce((b.starts_at at time zone 'America/Toronto')::date, b.preferred_date) as day, b.location, b.optometrist_id
      from public.bookings b where b.patient_id = x.id and b.seen_at is not null order by b.starts_at desc nulls last limit 1
    ) v on true
    where (p_clinic is null or coalesce(x.clinic_id, v.location) = p_clinic)
      and (p_optometrist is null or v.optometrist_id = p_optometrist)
  ), tabbed as (
    select l.* from last l
    where case p_tab
      when 'booked' then l.next_at is not null
      when 'contacted' then l.next_at is null and l.call_outcome is not null
      else l.next_at is null and l.call_outcome is null
    end
  )
  select t.id, t.first_name, t.last_name, t.date_of_birth, t.phone, t.email, t.next_exam_due, t.eligible_conditions, t.contact_lens_wearer,
         t.visit_day, s.title,
         (select count(*)::int from private.recall_messages m where m.patient_id = t.id and m.due = t.next_exam_due),
         t.call_outcome, t.call_at, t.next_at, count(*) over ()
  from tabbed t
  left join public.staff s on s.id = t.visit_optometrist
  order by t.next_exam_due, t.last_name, t.first_name, t.id
  limit p_limit offset p_offset;
end;
$$;
revoke all on function private.recall_list(text, date, text, uuid, int, int) from public;
grant execute on function private.recall_list(text, date, text, uuid, int, int) to authenticated, service_role;
