"use client";

import { useState, type FormEvent } from "react";
import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import { amountLimits, operations, type Operation } from "@/data/fees";
import type { PlanId } from "@/data/plans";
import { parseAmount } from "@/lib/pricing/parse";
import { payers, type Payer } from "@/lib/pricing/fees";
import { useFormat } from "@/i18n/use-format";
import { FeeCalculatorView, volumeLimits, type CalculatorLabels } from "./fee-calculator-view";
import type { CalculatorOffer } from "./fee-results";

export type FeeCalculatorProps = {
  labels: CalculatorLabels;
  lang: Lang;
  region: RegionId;
  planNames: Record<PlanId, string>;
  /** The opening amounts (those the server rendered). */
  initial: { amount: number; volume: number };
  /** Promotions that made an operation free when the server rendered the page (the calculator drops those over since). */
  offers: readonly CalculatorOffer[];
  /** What the visitor had already typed or chosen in the server's form before this loaded (the radios' values as the form holds them). */
  typed?: { operation: string; amountText: string; volumeText: string; payer: string };
};

/**
 * The fee calculator: operation (payment, refund, payout), amount, monthly
 * volume and who pays in; fees, amounts, the cheapest plan and the break-even
 * out. Results follow valid input as it is typed;
 * errors show on submit (Enter in a field, or the button), not on blur, so the
 * layout never shifts under a pointer on its way to the button. Strings come as
 * props; so do the page's language and region, to format amounts on the client.
 * Loaded on demand by FeeCalculatorIsland.
 */
export function FeeCalculator({ labels, lang, region, planNames, initial, offers, typed }: FeeCalculatorProps) {
  const format = useFormat(lang, region);
  // The page may be up to an hour old, or open past an offer's end: keep the offers still running.
  const [running] = useState(() => offers.filter((offer) => Date.parse(offer.end) > Date.now()));
  const [operation, setOperation] = useState<Operation>(() => operations.find((choice) => choice === typed?.operation) ?? "payment");
  const [amountText, setAmountText] = useState(typed?.amountText ?? String(initial.amount));
  const [volumeText, setVolumeText] = useState(typed?.volumeText ?? String(initial.volume));
  const [payer, setPayer] = useState<Payer>(() => payers.find((choice) => choice === typed?.payer) ?? "merchant");
  const [values, setValues] = useState(() => {
    const amount = parseAmount(typed?.amountText ?? "", amountLimits);
    const volume = parseAmount(typed?.volumeText ?? "", volumeLimits);
    return { amount: amount.ok ? amount.value : initial.amount, volume: volume.ok ? volume.value : initial.volume };
  });
  const [shown, setShown] = useState({ amount: false, volume: false });

  const amount = parseAmount(amountText, amountLimits);
  const volume = parseAmount(volumeText, volumeLimits);

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
    <FeeCalculatorView
      labels={labels}
      format={format}
      planNames={planNames}
      offers={running}
      state={{
        operation,
        amountText,
        volumeText,
        payer,
        values,
        amountError: shown.amount && !amount.ok ? labels.errors[amount.error] : undefined,
        volumeError: shown.volume && !volume.ok ? labels.errors[volume.error] : undefined,
      }}
      handlers={{
        onOperation: setOperation,
        onAmount: (text) => update("amount", text),
        onVolume: (text) => update("volume", text),
        onPayer: setPayer,
        onSubmit: submit,
      }}
    />
  );
}
