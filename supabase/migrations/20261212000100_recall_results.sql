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
