import type { ReactNode } from "react";
import type { LeadForm } from "@/db/schema";
import type { LeadReply } from "@/lib/leads/reply";
import { Hero } from "@/components/sections/shared/hero";
import { Container } from "@/components/ui/container";
import { Steps } from "@/components/ui/steps";
import { LeadFormSection } from "./lead-form-section";

type LeadPageProps = {
  title: string;
  lead: string;
  form: LeadForm;
  /** What the server answered a POST without JavaScript (the reply page), if anything. */
  reply?: LeadReply | null;
  /** Beside the form on wide screens, under it on phones: what happens next, other addresses. */
  aside: ReactNode;
};

/** A lead form's page (docs/leads.md): its hero, then the form beside what happens next. */
export function LeadPage({ title, lead, form, reply, aside }: LeadPageProps) {
  return (
    <>
      <Hero title={title} lead={lead} />
      {/* Not a second region named by the page title (the hero is that one): the rest of the page. */}
      <div className="pb-16 md:pb-24">
        <Container className="grid gap-12 lg:grid-cols-[1.4fr_1fr]">
          <div className="max-w-2xl">
            <LeadFormSection form={form} reply={reply} />
          </div>
          <div className="flex flex-col gap-6">{aside}</div>
        </Container>
      </div>
    </>
  );
}

/** The numbered "what happens next" list of a form's page. */
export function NextSteps({ title, steps }: { title: string; steps: string[] }) {
  return (
    <div className="border-line bg-surface-muted rounded-2xl border p-6">
      <h2 className="text-xl font-bold">{title}</h2>
      <Steps items={steps.map((step) => ({ title: step }))} className="mt-4 md:grid-cols-1" />
    </div>
  );
}
