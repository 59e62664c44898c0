/**
 * The dashboard feature's UI other features and routes use. See ./index.ts for its pure code and ./server.ts for its
 * server code.
 */
export { AccountSummary } from "./components/account-summary";
export { DashboardRoleProvider, type DashboardTool } from "./components/dashboard-role";
export { FirstRunChecklist } from "./components/first-run-checklist";
export { QuickAccess } from "./components/quick-access";
export { RoleToolbox } from "./components/role-toolbox";
export { TaskExplorer } from "./components/task-explorer";
export { ToolSearch } from "./components/tool-search";
export { WorkLinks } from "./components/work-links";
