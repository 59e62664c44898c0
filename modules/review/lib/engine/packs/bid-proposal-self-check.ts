/**
 * bid-proposal-self-check: the draft bid (slot "draft-bid") against its solicitation (slot "method-document"):
 * every 'shall'/'must' requirement and required form mapped to where the bid answers it, bid security, bid
 * validity, signatures and authority to sign. The hub tool bid_proposal_self_check runs the same pack: its
 * Part 2A/2B groups ("refs"/"subject") are read as the solicitation and the bid.
 */
import type { RulePack } from "@/lib/results/review-types";
import { bidChecks } from "./bid-checks";
import type { BidSlots } from "./bid-terms";

export const SELF_CHECK_SLOTS: BidSlots = {
  references: ["method-document", "refs"],
  bid: ["draft-bid", "subject"],
};

export const bidProposalSelfCheckPack: RulePack = {
  serviceId: "bid-proposal-self-check",
  title: "Bid/Proposal Self-Check",
  subjectGroups: SELF_CHECK_SLOTS.bid,
  checks: bidChecks(SELF_CHECK_SLOTS, { references: "solicitation document", bid: "draft bid" }),
};
