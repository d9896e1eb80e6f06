import type { FormEventHandler } from "react";
import { amountLimits, operations, type Operation } from "@/data/fees";
import type { PlanId } from "@/data/plans";
import type { AmountError } from "@/lib/pricing/parse";
import { payers, type Payer } from "@/lib/pricing/fees";
import type { Format } from "@/i18n/format";
import { buttonClasses } from "@/components/ui/button-styles";
import { Field } from "@/components/ui/field";
import { Segmented } from "@/components/ui/segmented";
import { FeeResults, type CalculatorOffer, type ResultLabels } from "./fee-results";

export type CalculatorLabels = ResultLabels & {
  amountLabel: string;
  volumeLabel: string;
  amountHint: string;
  volumeHint: string;
  operationLabel: string;
  operations: Record<Operation, string>;
  payerLabel: string;
  payers: Record<Payer, string>;
  submit: string;
  errors: Record<AmountError, string>;
};

/** What the calculator shows: the operation, the fields' text, the payer, the last valid amounts and the errors on display. */
export type CalculatorState = {
  operation: Operation;
  amountText: string;
  volumeText: string;
  payer: Payer;
  values: { amount: number; volume: number };
  amountError?: string;
  volumeError?: string;
};

/** Handlers of the interactive calculator; without them the view is the server's first paint. */
export type CalculatorHandlers = {
  onOperation: (operation: Operation) => void;
  onAmount: (text: string) => void;
  onVolume: (text: string) => void;
  onPayer: (payer: Payer) => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
};

export const volumeLimits = { min: 1, max: amountLimits.maxMonthlyVolume };

/**
 * The fee calculator's markup, one for both sides: the server renders it with
 * the opening amounts (the page's HTML, and what a visitor without JavaScript
 * reads), the client island (fee-calculator.tsx) with its state and handlers.
 * The two give the same DOM, so the island can take the server's place.
 */
export function FeeCalculatorView({
  labels,
  format,
  planNames,
  state,
  handlers,
  offers,
}: {
  labels: CalculatorLabels;
  format: Format;
  planNames: Record<PlanId, string>;
  state: CalculatorState;
  handlers?: CalculatorHandlers;
  /** Promotions running now that make an operation free. */
  offers: readonly CalculatorOffer[];
}) {
  const { operation, amountText, volumeText, payer, values, amountError, volumeError } = state;
  // Controlled on the client; on the server the same values as defaults (no handler to keep them).
  const text = (value: string, onChange?: (text: string) => void) =>
    onChange ? { value, onChange: (event: { target: { value: string } }) => onChange(event.target.value) } : { defaultValue: value };
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,22rem)_1fr]">
      <form noValidate onSubmit={handlers?.onSubmit} className="border-line bg-surface flex flex-col gap-6 rounded-3xl border p-6">
        <Segmented
          legend={labels.operationLabel}
          name="operation"
          value={operation}
          onChange={handlers?.onOperation}
          options={operations.map((value) => ({ value, label: labels.operations[value] }))}
        />
        <Field
          id="calc-amount"
          name="amount"
          label={labels.amountLabel}
          hint={labels.amountHint}
          error={amountError}
          inputMode="decimal"
          autoComplete="off"
          {...text(amountText, handlers?.onAmount)}
        />
        <Field
          id="calc-volume"
          name="volume"
          label={labels.volumeLabel}
          hint={labels.volumeHint}
          error={volumeError}
          inputMode="decimal"
          autoComplete="off"
          {...text(volumeText, handlers?.onVolume)}
        />
        {/* Only a payment's fee can be passed on to the customer: a refund's or a payout's is the merchant's. */}
        {operation === "payment" ? (
          <Segmented
            legend={labels.payerLabel}
            name="payer"
            value={payer}
            onChange={handlers?.onPayer}
            options={payers.map((value) => ({ value, label: labels.payers[value] }))}
          />
        ) : null}
        <button type="submit" className={buttonClasses()}>
          {labels.submit}
        </button>
      </form>
      <FeeResults
        labels={labels}
        format={format}
        planNames={planNames}
        operation={operation}
        amount={values.amount}
        volume={values.volume}
        payer={payer}
        offer={offers.find((offer) => offer.operation === operation)}
      />
    </div>
  );
}
