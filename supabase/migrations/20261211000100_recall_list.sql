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
