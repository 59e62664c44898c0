/** The evaluation feature's UI for routes: the record editor. See ./index.ts (pure) and ./server.ts (server). */
export { EvaluationRecordEditor } from "./components/record-editor";
