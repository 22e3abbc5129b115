import { ChevronDown } from 'lucide-react';
import { Accordion as RadixAccordion } from 'radix-ui';
import type { ReactNode } from 'react';

export interface AccordionSection {
  readonly value: string;
  readonly title: ReactNode;
  readonly content: ReactNode;
}

export interface AccordionProps {
  readonly sections: readonly AccordionSection[];
  /** Sections open at first (any number may be open at once). */
  readonly defaultOpen?: readonly string[];
}

/** Collapsible sections (a panel's groups of settings); each header is a button announcing its state. */
export function Accordion({ sections, defaultOpen }: AccordionProps) {
  return (
    <RadixAccordion.Root type="multiple" className="ui-accordion" defaultValue={defaultOpen ? [...defaultOpen] : undefined}>
      {sections.map((section) => (
        <RadixAccordion.Item key={section.value} value={section.value} className="ui-accordion-item">
          <RadixAccordion.Header className="ui-accordion-header">
            <RadixAccordion.Trigger className="ui-accordion-trigger">
              {section.title}
              <ChevronDown className="ui-accordion-chevron" size={16} aria-hidden />
            </RadixAccordion.Trigger>
          </RadixAccordion.Header>
          <RadixAccordion.Content className="ui-accordion-content">{section.content}</RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}
