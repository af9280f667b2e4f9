import type { FaqContent } from '../content-types';

export const faqEn: FaqContent = {
  groups: {
    general: 'General',
    account: 'Account and sign-in',
    branches: 'Branches',
    'packages-orders': 'Packages and orders',
    payments: 'Payments',
  },
  entries: {
    'what-is-portal': {
      question: 'What can my company do in the portal?',
      answer:
        'Manage your branches, get instant quotations, buy maintenance, cleaning and pest-control packages, place orders, follow each visit, pay and chat with our support team, all in one place.',
    },
    'service-area': {
      question: 'Which cities do you serve?',
      answer: 'Riyadh only, for now. A branch outside Riyadh cannot be added to a package or an order.',
    },
    languages: {
      question: 'Which languages does the portal support?',
      answer:
        'Arabic, English and French. Change the language at any time from the language menu at the top of the page.',
    },
    'sign-in-code': {
      question: 'Why do I not have a password?',
      answer:
        'You sign in with a 4-digit code sent to your WhatsApp each time. There is no password to forget or to leak.',
    },
    'code-not-received': {
      question: 'I did not receive the code. What should I do?',
      answer:
        'Check that WhatsApp is active on the number your company registered for you, wait 60 seconds and select "Resend code". A code is valid for 5 minutes.',
    },
    'add-colleagues': {
      question: 'How do I give access to my colleagues?',
      answer:
        'An administrator adds them under Users management → Users by their mobile number, with a role that sets what they can see and do, and optionally the branches they work on.',
    },
    'user-expiry': {
      question: 'Can I give temporary access to a contractor?',
      answer: 'Yes. Set an expiry date on the user: after that date the user can no longer sign in.',
    },
    'why-branches': {
      question: 'Why must I add my branches first?',
      answer:
        'Prices are calculated per branch from its size, floors, floor height, building age and area, and every visit goes to a branch. Without branches there is nothing to quote or to visit.',
    },
    'many-branches': {
      question: 'We have hundreds of branches. Do I add them one by one?',
      answer:
        'No. Download the spreadsheet template from the branches page, fill one row per branch and upload it: up to 10,000 rows per file. If a row is wrong, nothing is imported and each error is listed with its row and column.',
    },
    'need-action': {
      question: 'My package shows "Need Action". Why?',
      answer:
        'The package is active but has no branch attached. Add branches to the package to start using its visits or hours.',
    },
    'visits-or-hours': {
      question: 'Should I choose a package by visits or by hours?',
      answer:
        'By visits suits regular work on a fixed schedule (for example monthly pest control). By hours suits varied work where the time needed changes from one visit to the next.',
    },
    'one-time-order': {
      question: 'Can I order a single service without a package?',
      answer: 'Yes. Place a one-time order for a branch; it is quoted and paid on its own.',
    },
    'track-order': {
      question: 'How do I follow an order?',
      answer:
        'Open the order: its status tells you where the visit stands (assigned, on the way, in progress, completed…), and its tabs show payments, transactions, messages, logs and status history.',
    },
    'location-limit': {
      question: 'Why can I choose only a few branches for a package?',
      answer:
        'Each package covers a fixed number of locations. The portal shows "You can choose only (n) locations" when you reach it. Buy another package for more branches.',
    },
    'payment-methods': {
      question: 'How can we pay?',
      answer: 'From the company wallet, by bank transfer, by card, or in cash at the visit.',
    },
    'transfer-time': {
      question: 'How long does a bank transfer take to be confirmed?',
      answer:
        'Up to 24 hours. Until then the recharge shows as pending; a package paid by transfer is activated once the transfer is confirmed.',
    },
    vat: {
      question: 'Are prices shown with VAT?',
      answer:
        'Prices are in Saudi riyals (SAR). VAT of 15% is added after any discount and shown on its own line on every order and invoice.',
    },
    'insufficient-credit': {
      question: 'What does "Insufficient package credit" mean?',
      answer:
        'The wallet balance or the credit line is lower than the amount to pay. Recharge the wallet (card or bank transfer), then try again.',
    },
  },
};
