-- Issue 43, the due date: when each patient's next eye exam is due, by the Owner's recall rules.
-- lib/recall/due.ts is the same rule in TypeScript (the unit tests); private.recall_due is the
-- database's, for the day sheet's "Mark seen" and the carry-over below. A test compares the two.

create table public.recall_rules (
  id boolean primary key default true check (id),
  under20 smallint not null default 12 check (under20 between 1 and 60),
  over65 smallint not null default 12 check (over65 between 1 and 60),
  condition smallint not null default 12 check (condition between 1 and 60),
  adult smallint not null default 24 check (adult between 1 and 60),
  contact_lens smallint not null default 12 check (contact_lens between 1 and 60),
  updated_at timestamptz not null default now(),
  updated_by text check (length(updated_by) <= 254)
);
insert into public.recall_rules default values;
alter table public.recall_rules enable row level security;
grant select on public.recall_rules to authenticated;
grant update (under20, over65, condition, adult, contact_lens, updated_at, updated_by) on public.recall_rules to authenticated;
-- Read by the staff who keep records or the day sheet; changed by the Owner only.
create policy recall_rules_staff_read on public.recall_rules for select to authenticated
  using ((select private.has_permission('patients')) or (select private.has_permission('day-sheet')) or (select private.has_permission('day-sheet.own')));
create policy recall_rules_owner_update on public.recall_rules for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

-- Ontario's eligible conditions (content/recall.ts) and contact lenses: health information, read
-- with the record; the issue's later parts edit them behind the `prescriptions` permission.
alter table public.patients
  add column next_exam_due date check (next_exam_due >= date '1900-01-01'),
  add column eligible_conditions text[] not null default '{}' check (eligible_conditions <@ array[
    'diabetes', 'glaucoma', 'cataract', 'retinal-disease', 'amblyopia', 'visual-field-defects', 'corneal-disease',
    'strabismus', 'recurrent-uveitis', 'optic-pathway-disease']::text[]),
  add column contact_lens_wearer boolean not null default false;
grant insert (next_exam_due), update (next_exam_due) on public.patients to authenticated;
create index patients_next_exam_due_idx on public.patients (next_exam_due) where merged_into is null;

-- The next exam after a visit on `visit`: the shortest interval that applies (age on the visit's day).
-- A date plus months stays within the month (31 January + 1 month = 28 or 29 February), as in TypeScript.
create function private.recall_due(dob date, visit date, conditions text[], lens boolean) returns date
language sql stable security definer set search_path = '' as $$
  select (visit + make_interval(months => least(
           case
             when dob is not null and extract(year from age(visit, dob)) < 20 then r.under20
             when dob is not null and extract(year from age(visit, dob)) >= 65 then r.over65
             when cardinality(coalesce(conditions, '{}')) > 0 then r.condition
             else r.adult
           end,
           case when lens then r.contact_lens else 1000 end)::int))::date
  from public.recall_rules r;
$$;
revoke all on function private.recall_due(date, date, text[], boolean) from public;
grant execute on function private.recall_due(date, date, text[], boolean) to authenticated, service_role;

-- Patients carried over from past bookings: due from their last visit marked seen; never seen, none.
update public.patients p
set next_exam_due = private.recall_due(p.date_of_birth, s.day, p.eligible_conditions, p.contact_lens_wearer)
from (
  select b.patient_id, max(coalesce((b.starts_at at time zone 'America/Toronto')::date, b.preferred_date)) as day
  from public.bookings b where b.seen_at is not null and b.patient_id is not null group by b.patient_id
) s
where s.patient_id = p.id and p.next_exam_due is null;
