"use client";

import { useState, type FormEvent } from "react";
import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import { amountLimits, feeSchedule } from "@/data/fees";
import { plans, type PlanId } from "@/data/plans";
import { parseAmount, type AmountError } from "@/lib/pricing/parse";
import { payers, type Payer } from "@/lib/pricing/fees";
import { useFormat } from "@/i18n/use-format";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Segmented } from "@/components/ui/segmented";
import { FeeResults, type ResultLabels } from "./fee-results";

export type CalculatorLabels = ResultLabels & {
  amountLabel: string;
  volumeLabel: string;
  amountHint: string;
  volumeHint: string;
  payerLabel: string;
  payers: Record<Payer, string>;
  submit: string;
  errors: Record<AmountError, string>;
};

const volumeLimits = { min: 1, max: amountLimits.maxMonthlyVolume };
const priced = plans.map((plan) => ({ ...plan, fees: feeSchedule[plan.id].payment }));

/**
 * The fee calculator: amount, monthly volume and who pays in; fee, amounts
 * and the cheapest plan out. Results follow valid input as it is typed;
 * errors show on submit (Enter in a field, or the button), not on blur, so the
 * layout never shifts under a pointer on its way to the button. Strings come as
 * props; so do the page's language and region, to format amounts on the client.
 */
export function FeeCalculator({ labels, lang, region, planNames, initial }: { labels: CalculatorLabels; lang: Lang; region: RegionId; planNames: Record<PlanId, string>; initial: { amount: number; volume: number } }) {
  const format = useFormat(lang, region);
  const [amountText, setAmountText] = useState(String(initial.amount));
  const [volumeText, setVolumeText] = useState(String(initial.volume));
  const [payer, setPayer] = useState<Payer>("merchant");
  const [values, setValues] = useState(initial);
  const [shown, setShown] = useState({ amount: false, volume: false });

  const amount = parseAmount(amountText, amountLimits);
  const volume = parseAmount(volumeText, volumeLimits);
  const amountError = shown.amount && !amount.ok ? labels.errors[amount.error] : undefined;
  const volumeError = shown.volume && !volume.ok ? labels.errors[volume.error] : undefined;

  function update(field: "amount" | "volume", text: string) {
    (field === "amount" ? setAmountText : setVolumeText)(text);
    const parsed = parseAmount(text, field === "amount" ? amountLimits : volumeLimits);
    if (parsed.ok) {
      setValues((current) => ({ ...current, [field]: parsed.value }));
      setShown((current) => ({ ...current, [field]: false }));
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setShown({ amount: true, volume: true });
    if (!amount.ok) document.getElementById("calc-amount")?.focus();
    else if (!volume.ok) document.getElementById("calc-volume")?.focus();
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,22rem)_1fr]">
      <form noValidate onSubmit={submit} className="flex flex-col gap-6 rounded-3xl border border-line bg-surface p-6">
        <Field
          id="calc-amount"
          name="amount"
          label={labels.amountLabel}
          hint={labels.amountHint}
          error={amountError}
          inputMode="decimal"
          autoComplete="off"
          value={amountText}
          onChange={(event) => update("amount", event.target.value)}
        />
        <Field
          id="calc-volume"
          name="volume"
          label={labels.volumeLabel}
          hint={labels.volumeHint}
          error={volumeError}
          inputMode="decimal"
          autoComplete="off"
          value={volumeText}
          onChange={(event) => update("volume", event.target.value)}
        />
        <Segmented
          legend={labels.payerLabel}
          name="payer"
          value={payer}
          onChange={setPayer}
          options={payers.map((value) => ({ value, label: labels.payers[value] }))}
        />
        <Button type="submit">{labels.submit}</Button>
      </form>
      <FeeResults labels={labels} format={format} planNames={planNames} priced={priced} amount={values.amount} volume={values.volume} payer={payer} />
    </div>
  );
}
