/**
 * The Knowledge Hub / FAQ Assistant engine (`knowledge_hub_faq_assistant`): answers a question
 * with passages quoted from the org's own indexed guideline library (Settings → Guidelines & References), the
 * verified rules of its framework that share the question's words, and pages of an optionally attached
 * document. Nothing is written or paraphrased: every row points to where it comes from. The short answer on top
 * is made only of whole sentences quoted from the library passages, each cited (lib/knowledge/extractive-answer).
 * The query type labels the answer and does not change the search (adding words to a full-text query would only
 * narrow it).
 */
import { frameworkTitle } from "@/lib/frameworks/rules";
import { composeExtractiveAnswer, type ExtractiveAnswer } from "@/lib/knowledge/extractive-answer";
import type { ToolEngine, ToolOutput, ToolRunContext } from "@/lib/results/types";
import { matchAttachedPages, type DocumentPassage } from "./attached";
import { documentCount, searchLibrary, sourceLabel, type LibraryAnswer } from "./library";
import { rankRules, type RuleMatch } from "./rules";

export type KnowledgeHubData = {
  question: string;
  queryType: string;
  searchMode: LibraryAnswer["mode"];
  /** Passages as shown (snippets); their whole text is read for the answer and not stored. */
  passages: LibraryAnswer["passages"];
  /** Sentences quoted from the passages; `passage` is the index of the one each cites. */
  answer: ExtractiveAnswer;
  rules: RuleMatch[];
  rulesFramework: string | null;
  documentPassages: DocumentPassage[];
};

export const ADD_GUIDELINES_NOTICE =
  "Add your procurement law, regulations, manuals and past decisions under Settings → Guidelines & References. Once a file is indexed, its passages answer questions here.";

export const NO_ANSWER_NOTICE =
  "No sentence of your guidelines answers this question directly: the passages below are the closest matches.";

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;
const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

function librarySummary(data: KnowledgeHubData): string {
  if (data.searchMode === "none") return "The guidelines library was not searched.";
  if (!data.passages.length) return `No passage of your guidelines library matches "${data.question}".`;
  return `Found ${plural(data.passages.length, "passage")} in ${plural(documentCount(data.passages), "document")} of your guidelines library.`;
}

function rulesSummary(data: KnowledgeHubData): string {
  if (!data.rulesFramework) return "";
  return data.rules.length
    ? ` ${plural(data.rules.length, "verified rule")} of ${data.rulesFramework} share words with the question.`
    : ` No verified rule of ${data.rulesFramework} shares words with the question.`;
}

function notices(data: KnowledgeHubData, context: ToolRunContext): string[] {
  const list: string[] = [];
  if (data.searchMode === "any" && data.passages.length) {
    list.push(
      "No passage contains every word of your question: these passages contain some of its words, most first. Rephrase with the terms your documents use for a closer match.",
    );
  }
  if (data.searchMode !== "none" && !data.passages.length) list.push(ADD_GUIDELINES_NOTICE);
  if (data.passages.length && data.answer.status === "none") list.push(NO_ANSWER_NOTICE);
  if (data.queryType === "Case References") {
    list.push(
      "The rule library holds rules, not decisions: case references come only from documents in your guidelines library, such as complaint and review decisions you have added.",
    );
  }
  if (!context.framework)
    list.push("No procurement framework is set in Settings, so no rules of the rule library were searched.");
  else if (!data.rulesFramework)
    list.push(
      `The rule library has no verified rules for ${context.framework.label}: the answer comes from your guidelines library only.`,
    );
  else if (data.rules.length)
    list.push(
      "Rules come from the cited rule library. Confirm the edition in force against the official text before relying on a figure.",
    );
  const unreadable = context.documents
    .filter((document) => document.units.length === 0)
    .map((document) => document.name);
  if (unreadable.length) list.push(`No text could be read from ${unreadable.join(", ")}.`);
  else if (context.documents.length && !data.documentPassages.length) {
    list.push(
      `No page of ${context.documents.map((document) => document.name).join(", ")} contains words of your question.`,
    );
  }
  return list;
}

function toOutput(data: KnowledgeHubData, context: ToolRunContext): ToolOutput {
  const label = data.queryType ? `${data.queryType}: ` : "";
  const tables: NonNullable<ToolOutput["tables"]>[number][] = [];
  if (data.answer.sentences.length) {
    // The result view shows this table as the answer on top, each source linking to its passage (row) below.
    tables.push({
      id: "answer",
      title: "Answer from your guidelines",
      columns: ["Answer", "Source"],
      rows: data.answer.sentences.map((sentence) => [sentence.text, sentence.citation]),
    });
  }
  if (data.passages.length) {
    tables.push({
      id: "passages",
      title: "Passages from your guidelines",
      columns: ["Source", "Where", "Passage"],
      rows: data.passages.map((passage) => [sourceLabel(passage), passage.location, passage.snippet]),
    });
  }
  if (data.rules.length) {
    tables.push({
      id: "rules",
      title: `Verified rules of ${data.rulesFramework}`,
      columns: ["Rule", "Value", "Citation"],
      rows: data.rules.map((rule) => [`${rule.title}: ${rule.rule}`, rule.value, rule.citation]),
    });
  }
  if (data.documentPassages.length) {
    tables.push({
      id: "attached",
      title: "Passages from the attached document",
      columns: ["Document", "Where", "Passage"],
      rows: data.documentPassages.map((passage) => [passage.document, passage.location, passage.excerpt]),
    });
  }
  return {
    summary: `${label}${librarySummary(data)}${rulesSummary(data)}`,
    metrics: [
      { id: "passages", label: "Guideline passages", value: String(data.passages.length) },
      { id: "documents", label: "Documents quoted", value: String(documentCount(data.passages)) },
      { id: "rules", label: "Verified rules", value: String(data.rules.length) },
    ],
    tables,
    notices: notices(data, context),
    data: { ...data },
  };
}

/** A passage as the result shows and stores it: its snippet, not its whole text. */
function shownPassage(passage: LibraryAnswer["passages"][number]): LibraryAnswer["passages"][number] {
  return {
    title: passage.title,
    filename: passage.filename,
    location: passage.location,
    snippet: passage.snippet,
  };
}

export const knowledgeHubEngine: ToolEngine = {
  async run(context: ToolRunContext): Promise<ToolOutput> {
    const question = text(context.values.specific_question);
    const rulesCode = context.framework?.rulesCode;
    const library = await searchLibrary(context.searchGuidelines, question);
    const answer = composeExtractiveAnswer(
      question,
      library.passages.map((passage) => ({
        title: passage.title || passage.filename,
        location: passage.location,
        // A snippet is cut around the matches: only a passage's whole text is quoted.
        text: passage.text ?? "",
      })),
    );
    const data: KnowledgeHubData = {
      question,
      queryType: text(context.values.query_type),
      searchMode: library.mode,
      passages: library.passages.map(shownPassage),
      answer,
      rules: rulesCode ? rankRules(rulesCode, question) : [],
      rulesFramework: rulesCode ? (frameworkTitle(rulesCode) ?? rulesCode) : null,
      documentPassages: matchAttachedPages(context.documents, question),
    };
    return toOutput(data, context);
  },
};
