/**
 * The account feature's UI other features and routes use. See ./index.ts for its pure code and ./server.ts for its
 * server code.
 */
export { AuthCard } from "./components/auth-card";
export { SignInForm } from "./components/sign-in-form";
export { SignUpForm } from "./components/sign-up-form";
