import type { TrainingCategoryContent } from '../../../content/types';

export const runningTheBusinessCategory: TrainingCategoryContent = {
  slug: 'running-the-business',
  name: 'Running the Business',
  description:
    'For owners and managers: fair terms under consumer law, your data protection duties as a controller, the insurance you need, and planning capacity and staffing around your licence.',
  icon: 'briefcase',
  displayOrder: 5,
  requiredTier: 'employer',
  modules: [
    {
      slug: 'fair-terms-and-consumer-law',
      title: 'Fair Terms & Consumer Law',
      description:
        'What the Consumer Rights Act 2015 means for a daycare, how to write terms and conditions that are fair and enforceable, and the rules on cancellations and pricing.',
      difficulty: 'advanced',
      estimatedDuration: 40,
      displayOrder: 1,
      sections: [
        {
          type: 'text',
          title: 'The Consumer Rights Act 2015 and your service',
          content: `# The Consumer Rights Act 2015
Most daycare clients are **consumers**: individuals buying a service for their own purposes. The **Consumer Rights Act 2015** gives them rights that your terms cannot take away.

## What the law implies into every service contract
- **Reasonable care and skill**: the service must be carried out to the standard a competent daycare would reach. For you, that means following your licence conditions, supervising properly and acting promptly when a dog is unwell.
- **What you say is binding**: information you give about your service, on your website, in a brochure or at a show-round, is treated as part of the contract if the client relied on it. If your website says "dogs are never left unsupervised", that is a promise.
- **Reasonable price and time**: where no price or timescale was agreed, it must be reasonable. In practice, always agree prices up front.

## If the service falls short
The client can ask you to **put it right** (repeat performance) at no cost and within a reasonable time. If that is impossible or not done, they can claim a **price reduction**, which can be up to the full price. They may also be able to claim for losses caused by your negligence.

## Other rules that apply
- **Distance and online bookings**: the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013 require clear pre-contract information and generally give a **14-day cancellation right** for contracts made online, by phone or away from your premises. If a client asks for the service to start within those 14 days and then cancels, they can be charged a proportionate amount for what has been provided.
- **Clear pricing**: advertised prices must not mislead. The Digital Markets, Competition and Consumers Act 2024 strengthened the rules, including on hiding unavoidable fees from headline prices.

[Image: Daycare owner at a desk reviewing printed terms and conditions with a highlighter and a laptop showing the booking page]`,
        },
        {
          type: 'text',
          title: 'Writing terms that are fair and enforceable',
          content: `# Writing fair terms
Under Part 2 of the Consumer Rights Act 2015, an **unfair term is not binding** on the consumer. A term is unfair if, contrary to good faith, it creates a significant imbalance in the parties' rights to the consumer's detriment. Terms must be **transparent**: plain language, with important terms made prominent. The Competition and Markets Authority (CMA) publishes guidance on unfair terms.

## Terms that will not work
- **"We accept no liability for injury or death however caused."** You cannot exclude or restrict liability for death or personal injury caused by negligence, and you cannot exclude your duty to use reasonable care and skill.
- **"We accept no responsibility for any injury to your dog."** A blanket exclusion like this, even for your own negligence, is very likely to be unfair.
- **Disproportionate cancellation charges**, such as keeping full payment for sessions cancelled months ahead, or changing prices whenever you like without notice.

## Terms that help everyone
- **Honest explanation of risk**: minor scrapes can happen in group play even with good supervision; say what you will do if they do.
- **Health and admission**: vaccination evidence, not attending when unwell, and your right to refuse a dog that is showing signs of illness.
- **Emergency veterinary treatment**: the owner's consent for you to get urgent treatment if you cannot reach them or their emergency contact, which vet you will use, and who pays.
- **Suitability**: that you may stop group care if a dog is not coping, and how pre-paid sessions are then handled.
- **Cancellation and late collection**: charges that are clear, explained in advance and reflect your genuine costs.

## Practical steps
1. Put key terms, such as cancellation charges and vet authorisation, on the booking form, not only in the small print.
2. Have each client confirm they have read the terms before the first session, and keep the record.
3. Have the final version reviewed by a solicitor.

[Image: Booking form showing key terms highlighted in a summary box above the signature line]`,
        },
        {
          type: 'video',
          title: 'Reviewing real daycare terms',
          content: `[Video: Reviewing real daycare terms, 09:20]
Our consultant goes through an anonymised set of terms from a daycare and rewrites the problem clauses live on screen.

- **"No refunds under any circumstances"** becomes a clear cancellation policy with notice periods, charges that reflect genuine costs, and an exception where the daycare cancels or cannot provide the service.
- **"We are not responsible for any injury or illness"** becomes an honest explanation of the risks of group play, a statement that the daycare will use reasonable care and skill, and what happens if a dog is hurt.
- **"Prices may change at any time"** becomes a commitment to give a set period of notice of price changes, with the right to cancel without penalty.
- A missing **emergency vet clause** is added, with the named practice and how costs are handled.

She also checks the website and booking page against the terms, because promises made there are part of the contract too. Her closing advice: fair terms are not just about enforceability. Clear, balanced terms reduce disputes and reassure new clients.`,
        },
        {
          type: 'checklist',
          title: 'Terms and conditions review',
          content: `- Terms are written in plain English
- Key terms (prices, cancellation, vet authorisation) are prominent on the booking form
- No clause tries to exclude liability for death or personal injury caused by negligence
- No blanket exclusion of liability for injury to dogs
- Cancellation and late collection charges are clear and reflect genuine costs
- Online and phone bookings include the required pre-contract and cancellation information
- Emergency vet treatment consent and payment terms are included
- Admission, health and vaccination requirements match your licence conditions
- Price change notice period is stated
- Website, social media and brochure claims match what you actually deliver
- Clients confirm they have read the terms and the record is kept
- Terms have been reviewed by a solicitor in the last year`,
        },
        {
          type: 'quiz',
          title: 'Check your understanding: consumer law',
          content: `Q: Your website says staff are with the dogs at all times. What is the legal effect under the Consumer Rights Act 2015?
- None, websites are just marketing
* It can be treated as part of the contract if the client relied on it
- It only matters if written in the terms and conditions
- It only applies to business clients
Why: Information given to a consumer about a service can be binding where they take it into account.

Q: Which term is not binding on a consumer?
- A clear cancellation charge that reflects your genuine costs
* A clause excluding liability for personal injury caused by your negligence
- A requirement for up-to-date vaccination evidence
- A list of people authorised to collect the dog
Why: The Act prevents traders excluding or restricting liability for death or personal injury caused by negligence.

Q: A client says the service was not carried out with reasonable care and skill. What is their first remedy?
- An automatic full refund
* To have the service put right at no cost, within a reasonable time
- Nothing, if they signed your terms
- Compensation set by the council
Why: Repeat performance comes first; a price reduction follows if that is impossible or not done properly.

Q: Who publishes guidance on unfair contract terms?
- The local authority licensing team
- Defra
* The Competition and Markets Authority
- The Kennel Club
Why: The CMA publishes guidance on the unfair terms provisions of the Consumer Rights Act 2015.`,
        },
      ],
    },
    {
      slug: 'data-protection-for-owners',
      title: 'Data Protection for Owners',
      description:
        "Your duties as a data controller under UK GDPR: lawful bases, privacy notices, retention, security, individuals' rights and handling a data breach.",
      difficulty: 'intermediate',
      estimatedDuration: 30,
      displayOrder: 2,
      sections: [
        {
          type: 'text',
          title: 'Your duties as a data controller',
          content: `# Your duties as a data controller
As the business that decides why and how client and staff data is used, you are the **controller** under the **UK GDPR** and the **Data Protection Act 2018**. The Information Commissioner's Office (**ICO**) regulates this area and publishes guidance for small businesses. Some rules are changing under the Data (Use and Access) Act 2025, so check the ICO website for current requirements.

## The basics to have in place
- **Pay the ICO data protection fee**, unless you are exempt.
- **Know what you hold**: what you collect, where it is stored and who can see it.
- **A lawful basis for each use**, for example **contract** for booking details needed to provide the service, **legal obligation** for licence, tax and payroll records, **legitimate interests** for CCTV used for safety and security (after weighing up the impact on people), and **consent** for using photos of clients in marketing.
- **A privacy notice** telling clients and staff, in plain language, what you collect, why, on what lawful basis, for how long, who you share it with and their rights, including complaining to the ICO.
- **Written contracts with processors**, such as your booking or payroll provider.

## Marketing emails and texts
Electronic marketing is also covered by the Privacy and Electronic Communications Regulations (**PECR**). You generally need consent, but existing clients can be sent marketing about similar services if they were offered a simple opt-out when you collected their details and in every message.

## Retention
Write down how long you keep each type of data. Some minimums are set for you: in England, records your animal activity licence requires must be kept for at least three years, and HMRC sets periods for financial records. Then delete or securely destroy it.

## Staff data
Employee records are personal data too. Health information, such as sickness notes, is **special category data** and needs extra protection.

[Image: Simple data map diagram showing client data flowing from the booking form to the booking system, payment provider and daily register]`,
        },
        {
          type: 'text',
          title: 'Security, rights requests and breaches',
          content: `# Security, rights requests and breaches

## Keep data secure
- Use strong, unique passwords and **multi-factor authentication** on booking, email and payment systems.
- Give staff access only to what they need for their role, and remove access on the day someone leaves.
- Keep devices updated and encrypted, with automatic screen locks.
- **Back up electronic records**; licence conditions in England expect electronic records to be backed up and available to the inspector.
- Lock away paper records and shred them when no longer needed.
- Treat key safe and alarm codes as highly sensitive.
- Train staff, and make privacy part of induction.

## Individuals' rights
People have rights including access to their data, correction, erasure in some circumstances, and objection to some uses, including an absolute right to object to direct marketing.
- A **subject access request** can be made verbally or in writing, to any member of staff.
- You normally have **one month** to respond, which can be extended in some complex cases.
- Verify the person's identity, search all your systems (including emails, messaging apps and CCTV if relevant) and protect other people's information in what you send.

## Data breaches
A breach is any security incident that leads to personal data being lost, destroyed, altered, disclosed or accessed without authority: a misdirected email, a lost phone or a hacked account.
1. **Contain it**: recall the email, change passwords, retrieve the paperwork.
2. **Assess the risk** to the people affected.
3. **Report to the ICO within 72 hours** of becoming aware if the breach is likely to result in a risk to people's rights and freedoms.
4. **Tell the people affected** without undue delay if the risk to them is high, for example if key safe codes and addresses were exposed.
5. **Record every breach** in a breach log, including those you decide not to report, with your reasoning.

[Image: Laptop showing a multi-factor authentication prompt next to a locked filing cabinet labelled client records]`,
        },
        {
          type: 'checklist',
          title: 'Data protection essentials',
          content: `- ICO data protection fee paid, or exemption confirmed and recorded
- List of personal data held, where it is stored and who can access it
- Lawful basis recorded for each use of personal data
- Privacy notice for clients published and given at sign-up
- Privacy notice for staff included in the employee handbook
- Written contracts in place with booking, payroll and IT providers
- Marketing consent and opt-out records kept
- Retention periods written down and followed
- Multi-factor authentication switched on for key systems
- Electronic records backed up
- Staff trained on data protection at induction
- Procedures for subject access requests and breaches written down
- Breach log in place`,
        },
        {
          type: 'quiz',
          title: 'Check your understanding: data protection',
          content: `Q: A client emails asking for all the information you hold about them. How long do you normally have to respond?
- Seven days
* One month
- Three months
- There is no deadline
Why: Subject access requests must normally be answered within one month.

Q: A staff phone containing client addresses and key safe codes is stolen. What must you consider?
- Nothing, if the phone had a case on it
* Reporting to the ICO within 72 hours and telling the affected clients, as the risk to them is high
- Only informing your insurer
- Waiting to see whether any homes are burgled
Why: This is a breach likely to pose a high risk, so the ICO and the individuals should be told promptly.

Q: Which lawful basis most naturally covers using a client's contact details to manage their bookings?
- Consent
* Contract
- Vital interests
- Public task
Why: Processing necessary to provide the service the client has booked falls under the contract basis.

Q: Under PECR, when can you send marketing emails to existing clients without fresh consent?
- Whenever you like, as they are already clients
* When it is about similar services and they were given a simple opt-out when their details were collected and in every message
- Only on bank holidays
- Never
Why: The "soft opt-in" covers existing customers for similar services if an opt-out is offered at collection and in every message.`,
        },
      ],
    },
    {
      slug: 'insurance-capacity-and-planning',
      title: 'Insurance, Capacity & Planning',
      description:
        'The insurance a daycare needs, planning numbers and staffing around your licence and the 1:10 ratio, and keeping a close eye on the figures each week.',
      difficulty: 'intermediate',
      estimatedDuration: 35,
      displayOrder: 3,
      sections: [
        {
          type: 'text',
          title: 'Insurance for a daycare',
          content: `# Insurance for a daycare
Insurance protects the business, your clients and the dogs when things go wrong. Speak to a broker who understands animal businesses, and read the exclusions as carefully as the cover.

## Compulsory
- **Employers' liability insurance**: required by law as soon as you employ staff, under the Employers' Liability (Compulsory Insurance) Act 1969. Cover must be for at least **£5 million**, and the certificate must be available to employees, on a noticeboard or electronically.
- **Motor insurance** for any vehicle used by the business. If you transport dogs, check the policy covers business use for that purpose.

## Strongly recommended
- **Public liability**: claims from clients, visitors or members of the public for injury or damage, for example a client bitten in reception or a dog causing a road accident after an escape.
- **Care, custody and control cover**: injury to, illness of or loss of the dogs in your care. Standard public liability policies often exclude animals in your custody, so check this is included.
- **Buildings and contents**, including equipment.
- **Business interruption**: loss of income if you have to close, for example after a fire, flood or disease outbreak. Check exactly which events are covered.
- **Professional indemnity** if you give advice or training.
- **Cyber insurance**, given the personal data you hold.

## Things that can affect your cover
- Operating without a valid licence, or above the maximum number of dogs on your licence
- Not following your own written procedures or keeping records
- Breed or behaviour exclusions
- Not telling the insurer about material changes, such as new premises or services

## Claims
Record every incident fully at the time; good records are what make a claim straightforward. Tell your insurer promptly, and do not admit liability to a third party before speaking to them, while still being honest and caring with the owner.

[Image: Insurance certificates displayed on a staff noticeboard beside the health and safety law poster]`,
        },
        {
          type: 'text',
          title: 'Planning capacity and staffing',
          content: `# Planning capacity and staffing
Your licence and your staffing, not your demand, set the limit on how many dogs you can look after each day.

## The two limits
1. **Your licence maximum**: the number of dogs your licence allows on the premises at any one time. Exceeding it is a breach of your licence conditions and may affect your insurance.
2. **Your staffing ratio**: in England, Defra's dog day care guidance requires at least **one member of staff for every ten dogs**. That is a minimum, not a target. Puppies, new dogs settling in, dogs with extra needs and lively groups may need more.

## Plan the whole day, not just the headcount
- Ratios must hold during breaks, lunch, drop-off and collection rushes, assessments and vet trips.
- Someone needs time for cleaning, laundry, admin and phone calls who is not also counted as supervising a group.
- Plan cover for sickness and holiday before you take the bookings, not after.
- Book assessments for new dogs at quieter times.

## A simple worked example
This example uses made-up figures to show the method:
- A licence for 30 dogs with groups supervised at 1:10 needs at least three people supervising whenever 21 to 30 dogs are present.
- Add a fourth person to cover breaks, admin and cleaning, and the rota becomes four people for a full day.
- If peak days regularly fill but quiet days do not, consider day-specific pricing or packages rather than overbooking the busy days.

## Know your numbers
Track these every week:
- **Occupancy**: dogs booked each day compared with your licensed maximum
- **Staff cost** compared with income for the week
- **Cancellations and no-shows**
- **Client retention** and new enquiries
- **Cash flow**: money in and out, including VAT, PAYE and quarterly bills

Keep financial records for as long as HMRC requires, and speak to an accountant about tax registration and payroll.

[Image: Weekly planner showing dogs booked per day against licence capacity, with staff names and break times]`,
        },
        {
          type: 'video',
          title: 'The weekly numbers review',
          content: `[Video: The weekly numbers review, 07:45]
A daycare owner and our consultant sit down for the twenty-minute weekly review that we recommend every owner holds.

- **Last week**: dogs per day against the licence maximum, income, staff hours and cost, cancellations, and any incidents or complaints.
- **Next week**: bookings per day, the staff rota, and a check that the 1:10 ratio holds at every point of the day, including breaks.
- **Gaps and pressures**: days that are full or nearly full, staff holidays, and new-dog assessments to fit in.
- **Cash**: what is due in and out over the next four weeks.
- **One improvement**: a single action for the week, such as chasing unpaid invoices, adjusting the Friday rota or reviewing a cancellation pattern.

The consultant explains that the purpose is not to produce a perfect spreadsheet but to make decisions early, before a full day becomes an unsafe one or a quiet month becomes a cash-flow problem. The owner shares her simple one-page template, which records the same figures every week so that trends are easy to spot.`,
        },
        {
          type: 'quiz',
          title: 'Check your understanding: insurance and capacity',
          content: `Q: Which insurance is a legal requirement once you employ staff?
- Public liability
- Care, custody and control
* Employers' liability
- Business interruption
Why: Employers' liability insurance is compulsory for most employers under the 1969 Act.

Q: Your public liability policy excludes animals in your custody. What does this mean?
- Nothing, as the dogs are covered automatically
* Injury to or loss of client dogs may not be covered, so you need care, custody and control cover
- Only dogs over a certain size are covered
- The owners' pet insurance must pay for everything
Why: Many public liability policies exclude animals in your care; specific cover is needed.

Q: Your licence allows 30 dogs and 33 owners want to book on Friday. What should you do?
- Accept all 33 and add an extra member of staff
* Accept up to 30, offer the others an alternative day or a waiting list
- Accept 33 because it is only one day
- Ask the council afterwards
Why: The licence maximum is a legal limit regardless of staffing.

Q: Why check the staffing ratio for breaks and drop-off times, not just the headcount for the day?
* Because the ratio must be maintained at all times, including when staff are on breaks or busy at reception
- Because inspectors only visit at lunchtime
- Because dogs sleep during breaks, so the ratio does not matter
- It is not necessary
Why: Supervision must be adequate throughout the day, not just on average.`,
        },
      ],
    },
  ],
};
