export const SCHEDULE_TAG = "schedule";
