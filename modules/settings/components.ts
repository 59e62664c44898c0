/**
 * The settings feature's UI other features and routes use. See ./index.ts for its pure code and ./server.ts for its
 * server code.
 */
export { ApiTokensCard } from "./components/cards/api-tokens-card";
export { LanguageModelCard } from "./components/cards/language-model-card";
export { FrameworkDefaultsCard } from "./components/framework/framework-defaults-card";
export { FRAMEWORK_OPTION_LISTS } from "./components/framework/options";
export { OrgMembersCard } from "./components/org-members-card";
export { PasswordCard } from "./components/password-card";
export { PlanCard } from "./components/plan-card";
export { PreferencesForm } from "./components/preferences-form";
export { formValuesFrom } from "./components/preferences-form-model";
