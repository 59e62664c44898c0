/**
 * The activities feature's UI other features and pages use. See ./index.ts for its pure code.
 */
export { ActivitiesCard } from "./components/activities-card";
export { ActivitiesTable } from "./components/activities-table";
export { ActivityDetailsForm } from "./components/activity-details-form";
export { ActivityDocuments } from "./components/activity-documents";
export { ActivityTimeline } from "./components/activity-timeline";
export { NewActivityForm } from "./components/new-activity-form";
export { RetentionCard } from "./components/retention-card";
export { WorkLinks } from "./components/work-links";
