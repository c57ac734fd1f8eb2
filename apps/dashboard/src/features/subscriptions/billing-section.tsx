"use client";

import { paymentEndpoints } from "@chartbot/contracts/endpoints/payments";
import type { Invoice } from "@chartbot/contracts/payments";
import { Badge, type BadgeProps } from "@chartbot/ui/badge";
import { Button } from "@chartbot/ui/button";
import { inline } from "@chartbot/ui/inline";
import { Link } from "@chartbot/ui/link";
import { List, ListRow, ListRowActions, ListRowMain, ListRowTitle } from "@chartbot/ui/list";
import { Section } from "@chartbot/ui/section";
import { Skeleton } from "@chartbot/ui/skeleton";
import { TextField } from "@chartbot/ui/text-field";
import { useApiMutation } from "@/client/use-api-mutation";
import { useApiQuery } from "@/client/use-api-query";
import { QueryFailure } from "@/components/failure";
import { Form, useForm } from "@/components/form";
import * as formLayout from "@/components/form-layout.css";
import { formatDate, formatMoney } from "@/features/format/format";

/** An invoice's status as its badge reads. */
export function invoiceStatusDisplay(status: Invoice["status"]): {
  label: string;
  tone: NonNullable<BadgeProps["tone"]>;
} {
  switch (status) {
    case "paid":
      return { label: "Paid", tone: "positive" };
    case "open":
      return { label: "Due", tone: "negative" };
    case "draft":
      return { label: "Upcoming", tone: "neutral" };
    case "void":
      return { label: "Void", tone: "neutral" };
    case "uncollectible":
      return { label: "Unpaid", tone: "negative" };
    default:
      return { label: "Unknown", tone: "neutral" };
  }
}

/** The billing email and the invoices (receipts once paid), both from Stripe. */
export function BillingSection() {
  return (
    <Section title="Billing" description="Where invoices are sent, and your invoices and receipts.">
      <BillingEmailForm />
      <Invoices />
    </Section>
  );
}

function BillingEmailForm() {
  const query = useApiQuery(paymentEndpoints.billingEmail);
  if (query.isPending) return <Skeleton height="4rem" />;
  if (query.isError) return <QueryFailure title="Could not load your billing email" query={query} />;
  return <BillingEmailFields saved={query.data.email} />;
}

/** The form, filled with the saved email once it is known. */
function BillingEmailFields({ saved }: { saved: string | null }) {
  const form = useForm({
    initialValues: { email: saved ?? "" },
    validate: ({ email }) =>
      /^\S+@\S+\.\S+$/.test(email.trim()) ? {} : { email: "Enter a valid email address." },
  });
  const save = useApiMutation(paymentEndpoints.setBillingEmail, {
    invalidates: [paymentEndpoints.billingEmail],
    successMessage: "Billing email saved",
    silentError: true,
  });
  const onSubmit = form.handleSubmit(({ email }) => save.mutateAsync({ email: email.trim() }));

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      layout={inline({ gap: "md", align: "flex-end" })}
      aria-label="Billing email"
    >
      <div className={formLayout.grow}>
        <TextField
          label="Billing email"
          type="email"
          autoComplete="email"
          hint={
            saved
              ? "Invoices and receipts are sent here."
              : "Invoices and receipts are sent here; until you set one, to your sign-in email."
          }
          {...form.field("email")}
        />
      </div>
      <Button type="submit" variant="secondary" loading={form.submitting}>
        Save email
      </Button>
    </Form>
  );
}

function Invoices() {
  const query = useApiQuery(paymentEndpoints.invoices);
  if (query.isPending) return <Skeleton height="6rem" />;
  if (query.isError) return <QueryFailure title="Could not load your invoices" query={query} />;
  if (query.data.invoices.length === 0) {
    return <p className={formLayout.muted}>No invoices yet. They show up here after your first payment.</p>;
  }
  return (
    <>
      <List aria-label="Invoices">
        {query.data.invoices.map((invoice) => {
          const status = invoiceStatusDisplay(invoice.status);
          const name = invoice.number ?? formatDate(invoice.createdAt);
          return (
            <ListRow key={invoice.id}>
              <ListRowMain>
                <ListRowTitle>
                  {formatDate(invoice.createdAt)} · {formatMoney(invoice.totalCents, invoice.currency)}{" "}
                  <Badge tone={status.tone}>{status.label}</Badge>
                </ListRowTitle>
                {invoice.number && <p className={formLayout.muted}>Invoice {invoice.number}</p>}
              </ListRowMain>
              <ListRowActions>
                {invoice.hostedInvoiceUrl && (
                  <Link href={invoice.hostedInvoiceUrl} targetBlank aria-label={`View invoice ${name}`}>
                    {invoice.status === "open" ? "Pay" : "View"}
                  </Link>
                )}
                {invoice.pdfUrl && (
                  <Link href={invoice.pdfUrl} targetBlank aria-label={`Download invoice ${name} as PDF`}>
                    PDF
                  </Link>
                )}
              </ListRowActions>
            </ListRow>
          );
        })}
      </List>
      {query.data.hasMore && (
        <p className={formLayout.muted}>Older invoices are in the billing portal (Manage billing).</p>
      )}
    </>
  );
}
