-- Issue 43: a patient's eligible conditions and contact lenses are health information. Only staff
-- with the `prescriptions` permission who may open the record read or change them, and each look
-- is a row in the access log; everyone else meets them only as the due date they produce.

revoke select (eligible_conditions, contact_lens_wearer) on public.patients from authenticated;
revoke select on public.patients from authenticated;
grant select (id, created_at, updated_at, first_name, last_name, date_of_birth, email, phone, language, address, user_id,
              household_id, clinic_id, notes, status, status_reason, merged_into, merged_at, first_key, last_key, phone_key,
              search_text, next_exam_due, recall_consent, recall_consent_at, recall_stopped)
  on public.patients to authenticated;

-- The rules' date for this patient after a visit on `p_visit`, without showing why.
create function private.patient_recall_due(p_patient uuid, p_visit date) returns date
language sql stable security definer set search_path = '' as $$
  select private.recall_due(p.date_of_birth, p_visit, p.eligible_conditions, p.contact_lens_wearer) from public.patients p where p.id = p_patient;
$$;
revoke all on function private.patient_recall_due(uuid, date) from public;
grant execute on function private.patient_recall_due(uuid, date) to authenticated, service_role;

alter table public.access_log drop constraint access_log_kind_check;
alter table public.access_log add constraint access_log_kind_check check (kind in ('prescription', 'prescription-file', 'exam-reference',
  'upload-file', 'birth-date', 'family', 'receipt', 'data-download', 'patient-record', 'eligible-conditions'));

-- Read: null (nothing shown) unless the caller holds `prescriptions` and may open the record.
create function private.patient_conditions(p_patient uuid) returns table (eligible_conditions text[], contact_lens_wearer boolean)
language sql stable security definer set search_path = '' as $$
  select p.eligible_conditions, p.contact_lens_wearer from public.patients p
  where p.id = p_patient and (select private.has_permission('prescriptions')) and private.may_see_patient(p_patient);
$$;
revoke all on function private.patient_conditions(uuid) from public;
grant execute on function private.patient_conditions(uuid) to authenticated, service_role;

-- Change: the same gate; the record's history says what changed and who changed it.
create function private.set_patient_conditions(p_patient uuid, p_conditions text[], p_lens boolean) returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  who text := (select email from auth.users where id = (select auth.uid()));
begin
  if not ((select private.has_permission('prescriptions')) and private.may_see_patient(p_patient)) then return false; end if;
  update public.patients set eligible_conditions = coalesce(p_conditions, '{}'), contact_lens_wearer = p_lens, updated_at = now()
  where id = p_patient and merged_into is null;
  if not found then return false; end if;
  insert into public.patient_history (patient_id, actor_email, action, detail)
  values (p_patient, who, 'edited', left(format('Eligible conditions: %s; contact lens wearer: %s',
    coalesce(nullif(array_to_string(p_conditions, ', '), ''), 'none'), case when p_lens then 'yes' else 'no' end), 2000));
  return true;
end;
$$;
revoke all on function private.set_patient_conditions(uuid, text[], boolean) from public;
grant execute on function private.set_patient_conditions(uuid, text[], boolean) to authenticated, service_role;
