-- Issue 43, "Recall results": each due date a patient is given is kept (a visit moves next_exam_due
-- on, and the old date would be lost), with the clinic and optometrist it counts for, so the Owner can
-- see per month whether recall brings patients back.

create table public.recall_dues (
  patient_id uuid not null references public.patients (id) on delete cascade,
  due date not null,
  clinic_id text references public.clinics (id) on delete set null,
  optometrist_id uuid references public.staff (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (patient_id, due)
);
create index recall_dues_due_idx on public.recall_dues (due);
create index recall_dues_clinic_idx on public.recall_dues (clinic_id);
create index recall_dues_optometrist_idx on public.recall_dues (optometrist_id);
alter table public.recall_dues enable row level security;
revoke all on public.recall_dues from anon, authenticated;
create policy recall_dues_deny_all on public.recall_dues as restrictive for all to anon, authenticated using (false) with check (false);

-- Where a patient's recall counts: their usual clinic, else the last visit's; the last visit's optometrist.
create function private.record_recall_due() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.next_exam_due is not null and new.merged_into is null
     and (tg_op = 'INSERT' or new.next_exam_due is distinct from old.next_exam_due) then
    insert into public.recall_dues (patient_id, due, clinic_id, optometrist_id)
    select new.id, new.next_exam_due, coalesce(new.clinic_id, v.location), v.optometrist_id
    from (select 1) one
    left join lateral (
      select b.location, b.optometrist_id from public.bookings b
      where b.patient_id = new.id and b.seen_at is not null order by b.starts_at desc nulls last limit 1
    ) v on true
    on conflict (patient_id, due) do nothing;
  end if;
  return null;
end;
$$;
create trigger patients_recall_due after insert or update of next_exam_due on public.patients
  for each row execute function private.record_recall_due();

-- The due dates already given.
insert into public.recall_dues (patient_id, due, clinic_id, optometrist_id)
select p.id, p.next_exam_due, coalesce(p.clinic_id, v.location), v.optometrist_id
from public.patients p
left join lateral (
  select b.location, b.optometrist_id from public.bookings b
  where b.patient_id = p.id and b.seen_at is not null order by b.starts_at desc nulls last limit 1
) v on true
where p.next_exam_due is not null and p.merged_into is null
on conflict do nothing;

-- Per month of the due date, clinic and optometrist: how many were due, contacted (a notice or a
-- call for that due date), booked within 60 days of the first contact, and seen (a visit marked seen
-- from 90 days before the due date on). The `patients` permission.
create function private.recall_results(p_from date, p_to date)
returns table (month date, clinic_id text, optometrist text, due int, contacted int, booked int, seen int)
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
    where r.due >= p_from and r.due < p_to
  )
  select date_trunc('month', d.due)::date, d.clinic_id, s.title,
    count(*)::int,
    count(d.first_contact)::int,
    count(*) filter (where d.first_contact is not null and exists (
      select 1 from public.bookings b where b.patient_id = d.patient_id and b.status <> 'cancelled'
        and b.created_at >= d.first_contact and b.created_at < d.first_contact + interval '60 days'))::int,
    count(*) filter (where exists (
      select 1 from public.bookings b where b.patient_id = d.patient_id and b.seen_at is not null
        and coalesce((b.starts_at at time zone 'America/Toronto')::date, b.preferred_date) >= d.due - 90))::int
  from d left join public.staff s on s.id = d.optometrist_id
  group by 1, 2, 3
  order by 1, 2, 3;
end;
$$;
revoke all on function private.recall_results(date, date) from public;
grant execute on function private.recall_results(date, date) to authenticated, service_role;

-- The front desk's list: one tab at a time, by clinic and optometrist, a page at a time. Tabs
-- partition the patients with a due date who may be contacted: Booked (an exam ahead), Contacted (a
-- call logged for this due date), Overdue (due before today) and Due this month (from today to the
-- month's end). The clinic and optometrist a due date counts for are those kept with it
-- (recall_dues); bookings ahead and calls are joined whole (a hash join each), and only the page's
-- rows look up their last visit and messages: at 100,000 patients, per-row look-ups over the whole
-- Overdue tab took most of a second.
create function private.recall_list(p_tab text, p_today date, p_clinic text, p_optometrist uuid, p_limit int, p_offset int)
returns table (id uuid, first_name text, last_name text, date_of_birth date, phone text, email text, due date,
               eligible_conditions text[], contact_lens_wearer boolean, last_visit date, optometrist text,
               messages int, last_call_outcome text, last_call_at timestamptz, next_visit timestamptz, total bigint)
-- A plan per call: with the tab, clinic and optometrist known, the planner drops the filters not asked for.
language plpgsql stable security definer set search_path = '' set plan_cache_mode = force_custom_plan as $$
declare
  month_end date := (date_trunc('month', p_today) + interval '1 month - 1 day')::date;
begin
  if not (select private.has_permission('patients')) then return; end if;
  return query
  with ahead as (
    select b.patient_id, min(b.starts_at) as next_at from public.bookings b
    where b.starts_at > now() and b.status <> 'cancelled' and b.patient_id is not null
    group by b.patient_id
  ), calls as (
    select distinct on (c.patient_id, c.due) c.patient_id, c.due, c.outcome, c.at from public.recall_calls c
    order by c.patient_id, c.due, c.at desc
  ), listed as (
    select p.id, p.first_name, p.last_name, p.date_of_birth, p.phone, p.email, p.next_exam_due, p.eligible_conditions, p.contact_lens_wearer,
           a.next_at, c.outcome, c.at as call_at, count(*) over () as total
    from public.patients p
    left join ahead a on a.patient_id = p.id
    left join calls c on c.patient_id = p.id and c.due = p.next_exam_due
    left join public.recall_dues rd on rd.patient_id = p.id and rd.due = p.next_exam_due
    where p.merged_into is null and p.status = 'active' and not p.recall_stopped and p.next_exam_due is not null
      and (p_tab not in ('due', 'overdue') or p.next_exam_due <= month_end)
      and (p_tab <> 'due' or p.next_exam_due >= p_today)
      and (p_tab <> 'overdue' or p.next_exam_due < p_today)
      and (p_clinic is null or coalesce(p.clinic_id, rd.clinic_id) = p_clinic)
      and (p_optometrist is null or rd.optometrist_id = p_optometrist)
      and case p_tab
        when 'booked' then a.next_at is not null
        when 'contacted' then a.next_at is null and c.outcome is not null
        else a.next_at is null and c.outcome is null
      end
    order by p.next_exam_due, p.last_name, p.first_name, p.id
    limit p_limit offset p_offset
  )
  select l.id, l.first_name, l.last_name, l.date_of_birth, l.phone, l.email, l.next_exam_due, l.eligible_conditions, l.contact_lens_wearer,
         v.day, s.title,
         (select count(*)::int from private.recall_messages m where m.patient_id = l.id and m.due = l.next_exam_due),
         l.outcome, l.call_at, l.next_at, l.total
  from listed l
  left join lateral (
    select coalesce((b.starts_at at time zone 'America/Toronto')::date, b.preferred_date) as day, b.optometrist_id
    from public.bookings b where b.patient_id = l.id and b.seen_at is not null order by b.starts_at desc nulls last limit 1
  ) v on true
  left join public.staff s on s.id = v.optometrist_id
  order by l.next_exam_due, l.last_name, l.first_name, l.id;
end;
$$;
revoke all on function private.recall_list(text, date, text, uuid, int, int) from public;
grant execute on function private.recall_list(text, date, text, uuid, int, int) to authenticated, service_role;
