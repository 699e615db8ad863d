import type { TrainingCategoryContent } from '../../../content/types';

export const licensingAndLawCategory: TrainingCategoryContent = {
  slug: 'licensing-and-law',
  name: 'Licensing & the Law',
  description:
    'How dog day care is licensed in England, Wales, Scotland and Northern Ireland, what the inspector looks for, and the wider dog laws every member of staff should know.',
  icon: 'scales',
  displayOrder: 7,
  requiredTier: 'employee',
  modules: [
    {
      slug: 'dog-day-care-licensing-england',
      title: 'Dog Day Care Licensing in England',
      description:
        "What the Animal Welfare (Licensing of Activities Involving Animals) (England) Regulations 2018 and Defra's dog day care guidance require, how star ratings work and how to be ready for an inspection.",
      difficulty: 'intermediate',
      estimatedDuration: 35,
      displayOrder: 1,
      sections: [
        {
          type: 'text',
          title: 'What the 2018 Regulations require',
          content: `# Dog day care licensing in England
In England, a business providing day care for other people's dogs needs a licence from its **local authority** under the **Animal Welfare (Licensing of Activities Involving Animals) (England) Regulations 2018**. Operating without one is a criminal offence. Inspectors also use Defra's **statutory guidance for dog day care**.

## General conditions (for all licensed activities)
- The **licence is displayed** at the premises, and the licence holder's name and licence number are shown on the business website.
- **Records** are kept for at least **three years** and are available to the inspector.
- Enough **competent staff**, and a **written training policy** that is put into practice.
- Written procedures covering feeding, cleaning, transport, preventing and controlling disease, monitoring health and welfare, and the death or escape of an animal.
- A **written emergency plan** that all staff know, including fire precautions and evacuation.
- Prompt veterinary attention for any sick or injured dog.

## Specific conditions for day care
- **No dog may stay overnight.**
- A clean, comfortable, warm rest area for each dog, plus a secure area with water and shelter.
- There must be an area where **a dog can avoid seeing other dogs and people** if it chooses.
- Every dog is **screened before admission** to check it is not stressed by, or a danger to, other dogs or people.
- A dog that needs a special diet for a medical condition is fed in isolation.
- Unneutered bitches must be prevented from mating.
- A **register** records each dog's attendance, details and microchip number, the owner's contact and emergency details, and the dog's vet.

## From the Defra guidance
- At least **one member of staff for every ten dogs**.
- Evidence that each dog's **vaccinations are up to date**, checked and recorded.
- Dogs grouped by size, age, temperament and health, and supervised.
- A suitable place to **isolate a sick dog** away from others until it is collected.

[Image: Framed animal activity licence on the reception wall beside the daycare's opening hours]`,
        },
        {
          type: 'text',
          title: 'Star ratings and inspections',
          content: `# Star ratings and inspections
Every licence in England carries a **star rating from one to five**, and the rating affects how long the licence lasts, which is **one, two or three years**. Clients can ask to see your rating, and many do.

## How the rating is decided
The inspector looks at two things:
1. **Welfare standards**: does the business meet the **minimum standards** in the Regulations, or also the **higher standards** set out in Defra's guidance? Some higher standards are required and some are optional.
2. **Risk**: is the business low or higher risk? This takes account of the business's history of compliance, how well it manages risks and the quality of its records and procedures. New businesses are usually treated as higher risk because they do not yet have a track record.

The combination gives the star rating. Businesses with minor failings receive a low rating and a short licence; businesses meeting higher standards with low risk can achieve five stars and a three-year licence.

## The inspection
- An inspection takes place before a licence is first granted and before renewal. Inspectors can also visit during the licence period.
- The inspector will look around the premises, watch how dogs are handled and grouped, and talk to staff.
- They will check records: the register, vaccination evidence, staff training records, the emergency plan, written procedures, accident and incident logs.

## If the rating seems wrong
The licence holder can ask the council to review the rating and, after making improvements, can ask for a re-inspection. Decisions to refuse, suspend, vary or revoke a licence can be appealed.

## Your part as a member of staff
- Follow the written procedures every day, not just on inspection day.
- Keep records accurate and up to date as you go.
- Be honest and helpful if the inspector asks you questions. If you do not know, say so and fetch the manager.

[Image: Local authority inspector with a clipboard talking with a daycare manager in the play area while staff supervise dogs]`,
        },
        {
          type: 'video',
          title: 'What the inspector looks for',
          content: `[Video: What the inspector looks for, 08:30]
A former local authority animal licensing officer walks round a daycare with our consultant and explains what catches an inspector's eye.

- **At the door**: is the licence displayed? Does the double-gate entry work? How are clients greeted and dogs taken in?
- **In the play areas**: are groups well matched and supervised? Is the ratio right? Is water available? Can a dog get away from the others?
- **Rest areas**: clean, comfortable and in use, with dogs actually resting.
- **Isolation**: a suitable area ready for a sick dog, with its own cleaning equipment.
- **Records**: she picks three dogs at random and checks their register entry, vaccination evidence and any incidents. She then picks a member of staff and asks to see their training record.
- **Staff knowledge**: she asks a junior member of staff what they would do if a dog started coughing, and where the dogs go in a fire.

Her advice: inspectors are looking for a business where good practice is routine. Records that are completed at the time, and staff who can explain the procedures in their own words, are the strongest evidence you can give.`,
        },
        {
          type: 'checklist',
          title: 'Inspection-ready records',
          content: `- Licence displayed at reception, and licence holder's name and number on the website
- Register complete for every dog attending, including microchip numbers
- Vaccination evidence checked, recorded and in date for every dog
- Screening and assessment records for every dog admitted
- Written procedures for feeding, cleaning, transport, disease control, health monitoring and escape or death
- Written emergency plan, with a record of fire drills
- Written training policy and a training record for every member of staff
- Accident book and dog incident log up to date
- Medication records completed for every dose given
- Cleaning schedules signed off
- Electronic records backed up
- Records kept for at least three years`,
        },
        {
          type: 'quiz',
          title: 'Check your understanding: licensing in England',
          content: `Q: Who issues a dog day care licence in England?
- Defra
- The Kennel Club
* The local authority
- The RSPCA
Why: Local authorities license animal activities under the 2018 Regulations, using Defra's statutory guidance.

Q: For how long must licence records be kept?
- Six months
- One year
* At least three years
- Until the dog stops attending
Why: The general conditions require records to be kept for at least three years.

Q: Which of these is a specific condition for dog day care?
- Dogs must stay overnight at least once a month
* There must be an area where a dog can avoid seeing other dogs and people
- Dogs must be walked off site daily
- Every dog must be neutered
Why: The day care conditions require a space where a dog can get away from other dogs and people.

Q: What is the longest licence period available under the star rating system?
- One year
- Five years
* Three years
- It never expires
Why: Licences last one, two or three years depending on the star rating.`,
        },
      ],
    },
    {
      slug: 'licensing-across-the-uk',
      title: 'Licensing in Wales, Scotland & Northern Ireland',
      description:
        'Animal licensing is devolved. How dog day care is regulated outside England, and which 2021 regulations do and do not apply.',
      difficulty: 'intermediate',
      estimatedDuration: 25,
      displayOrder: 2,
      sections: [
        {
          type: 'text',
          title: 'Wales',
          content: `# Wales
Animal welfare and licensing are devolved, so the rules in Wales differ from those in England. If you work for a business with sites in both countries, check which rules apply at each site.

## Which laws apply
- **Duty of care**: the **Animal Welfare Act 2006** applies in Wales as it does in England. Anyone responsible for a dog, including daycare staff, must meet its five welfare needs.
- **Day care and boarding**: commercial dog boarding is licensed by the local council under the **Animal Boarding Establishments Act 1963**. Many Welsh councils treat commercial dog day care as a boarding establishment under this Act and attach their own licence conditions. Licences under the 1963 Act last for up to a year and must be renewed.
- **The Animal Welfare (Licensing of Activities Involving Animals) (Wales) Regulations 2021**: these came into force on 10 September 2021 and license **selling animals as pets** in the course of a business. They replaced pet shop licensing under the Pet Animals Act 1951 in Wales and ban the sale of puppies and kittens by anyone other than the breeder (often called Lucy's Law). They do **not** license dog day care, but they would apply if a business also sold animals as pets.
- **Dog breeding** is licensed separately under the Animal Welfare (Breeding of Dogs) (Wales) Regulations 2014.
- **Electronic collars**: the use of electric shock collars on dogs and cats has been banned in Wales since 2010.

## In practice
- Ask your local council for its current day care licence conditions; they are usually published on the council's website, and they vary between councils.
- Expect similar themes to England: supervision, vaccination records, isolation, a register, emergency plans and trained staff.
- Welsh Government keeps animal licensing under review, so check the Welsh Government and council websites for changes.

[Image: Map of Wales with a daycare pin and a council licence certificate beside it]`,
        },
        {
          type: 'text',
          title: 'Scotland',
          content: `# Scotland
Scotland has its own animal welfare law and its own licensing framework.

## Which laws apply
- **Duty of care**: the **Animal Health and Welfare (Scotland) Act 2006** places a duty on anyone responsible for an animal, permanently or temporarily, to take reasonable steps to ensure its welfare needs are met, and makes causing unnecessary suffering an offence.
- **The Animal Welfare (Licensing of Activities Involving Animals) (Scotland) Regulations 2021**: these came into force on 1 September 2021. They license **selling animals as pets, rehoming animals, operating animal welfare establishments** (such as rescues and sanctuaries) and **breeding dogs, cats and rabbits**. They do **not** currently cover dog day care.
- **Day care and boarding**: commercial boarding of dogs and cats, including day care, is licensed by the local council under the **Animal Boarding Establishments Act 1963**. Licences last for no more than a year. Many councils use conditions based on guidance for commercial day boarding of dogs produced by the Royal Environmental Health Institute of Scotland (REHIS).

## Change is coming
The Scottish Government has consulted on revoking the 1963 Act and bringing animal boarding, including day care, into the 2021 licensing framework. Managers should watch for new regulations and guidance, which may bring new conditions and a different inspection approach.

## In practice
- Your council's licence conditions are the rules you are inspected against. Keep a copy on site and make sure staff know the key points.
- As in the rest of the UK, expect conditions on supervision and staffing, vaccination evidence, isolation of sick dogs, records, fire and emergency plans, and suitable rest areas.
- Scotland has its own dog control law too: the Control of Dogs (Scotland) Act 2010 allows councils to issue dog control notices.

[Image: Council licence conditions booklet for commercial day boarding of dogs on a reception desk in a Scottish daycare]`,
        },
        {
          type: 'text',
          title: 'Northern Ireland and working across borders',
          content: `# Northern Ireland
Northern Ireland has its own animal welfare framework.
- **Duty of care**: the **Welfare of Animals Act (Northern Ireland) 2011** requires anyone responsible for an animal to take reasonable steps to meet its needs, and makes causing unnecessary suffering an offence.
- **Dog licences**: Northern Ireland still requires dog owners to hold a dog licence from their district council, and dogs must be microchipped.
- **Dog breeding** establishments are licensed by district councils.
- **Day care**: ask your district council about any licensing or registration requirements for dog day care, as arrangements differ from Great Britain. Whether or not a licence is required, the duty of care still applies and good practice is the same.

# Working across borders
## What stays the same everywhere
- A legal **duty of care** for every dog while it is in your care
- Health and safety law, including risk assessment, RIDDOR and COSHH
- UK GDPR for personal data
- Consumer law for your terms and conditions
- Good practice: supervision, matched groups, vaccination checks, isolation of sick dogs, rest areas and accurate records

## What changes
- **Which licensing law applies** and who inspects you
- **The licence conditions** you are inspected against, including any staffing ratios and group sizes
- How long licences last and how they are rated

## A practical rule
The licence conditions that apply to **your site** are the ones that count. If you move between sites, or your employer opens in another nation, ask your manager for a copy of the local conditions and check what is different before you start.

[Image: Map of the UK divided into England, Wales, Scotland and Northern Ireland, with the main day care licensing law for each nation labelled]`,
        },
        {
          type: 'quiz',
          title: 'Check your understanding: licensing across the UK',
          content: `Q: What do the Animal Welfare (Licensing of Activities Involving Animals) (Wales) Regulations 2021 license?
- Dog day care and home boarding
* Selling animals as pets in the course of a business
- Dog walking
- Grooming salons
Why: The Welsh 2021 Regulations cover selling animals as pets; day care in Wales is generally licensed by councils under the 1963 Act.

Q: Under which law do Scottish councils currently license commercial dog day care?
- The Animal Welfare (Licensing of Activities Involving Animals) (England) Regulations 2018
* The Animal Boarding Establishments Act 1963
- The Dangerous Dogs Act 1991
- It is not regulated at all
Why: Scotland's 2021 Regulations do not yet cover boarding, so councils license it under the 1963 Act.

Q: Which law sets the duty of care for animals in Scotland?
- The Animal Welfare Act 2006
* The Animal Health and Welfare (Scotland) Act 2006
- The Welfare of Animals Act (Northern Ireland) 2011
- The Consumer Rights Act 2015
Why: Scotland has its own Act; the Animal Welfare Act 2006 applies in England and Wales.

Q: Your employer opens a second daycare in another UK nation. What should you do before working there?
- Nothing, the rules are the same across the UK
* Ask for the local licence conditions and check what is different
- Follow the English rules, as they are the strictest
- Wait for the inspector to explain them
Why: Licensing is devolved, and the conditions for each site are the ones you are inspected against.`,
        },
      ],
    },
    {
      slug: 'dogs-and-the-wider-law',
      title: 'Dogs & the Wider Law',
      description:
        'Dangerous dogs, identification and microchipping, and what to do if a dog escapes: the laws that apply whenever a dog is in your charge.',
      difficulty: 'beginner',
      estimatedDuration: 25,
      displayOrder: 3,
      sections: [
        {
          type: 'text',
          title: 'Control of dogs and dangerous dogs',
          content: `# Control of dogs
When a dog is in your charge, some legal responsibilities that normally sit with the owner can fall on **you**.

## Dangerous Dogs Act 1991
- It is a criminal offence for a dog to be **dangerously out of control**, in England and Wales, **in any place**, including private property such as a daycare, a garden or a home. A dog can be dangerously out of control without biting, for example if someone reasonably fears it will injure them.
- The offence can apply to the **person in charge of the dog at the time**, not just the owner. That is why supervision, secure premises and safe handling matter so much.
- Scotland and Northern Ireland also have their own dog control laws.

## Prohibited types
Certain types of dog are banned under the Act unless the owner holds a **Certificate of Exemption**. In England and Wales the list now includes the **XL Bully** type: owning one without an exemption certificate has been an offence since 1 February 2024. Scotland introduced similar restrictions in 2024. Exempted dogs must meet strict conditions, including being muzzled and on a lead in public.
- If a booking enquiry involves a dog that is, or might be, a prohibited type, **pass it to the manager**. Do not make the decision yourself.

## Your responsibilities day to day
- Keep dogs securely contained, using the double-gate system every time.
- Keep dogs on leads whenever they are outside the secure areas, including in the car park.
- Record and report any incident where a dog bites or frightens a person.

## The Animal Welfare Act 2006
Remember the duty of care (see Canine First Aid & Welfare). Causing unnecessary suffering, including by failing to act, is an offence, and it applies to whoever is responsible for the dog at the time.

[Image: Staff member walking a dog on a short lead across a car park towards the double-gate entrance of a daycare]`,
        },
        {
          type: 'text',
          title: 'Identification and escapes',
          content: `# Identification
## Microchips
All dogs in England, Wales, Scotland and Northern Ireland must be **microchipped**, and the keeper must keep the details on the database up to date. The microchip number is part of the register that the licence requires in England, so:
- Record each dog's microchip number at registration.
- If a client says their dog is not chipped, or their details are out of date, tell the manager.

## Collars and tags
Under the **Control of Dogs Order 1992**, a dog in a public place must wear a collar with the **owner's name and address** on it or on a tag, with a few exceptions such as some working dogs. Check tags at drop-off, especially before any outing.

# If a dog escapes
An escape is one of the most serious things that can happen in daycare. Our written procedure covers it, as the licence requires.
1. **Raise the alarm immediately** and tell the shift lead. Make sure the other dogs are secure first.
2. **Do not chase the dog.** Running after it usually makes it run further and faster. Call it calmly, crouch down, or move away in the opposite direction to encourage it to follow.
3. Send staff to **likely danger points**, such as roads, with slip leads and treats (if allowed).
4. The shift lead **calls the owner** straight away, as the dog may come to their voice or head home.
5. **Report the dog as lost** to the local council dog warden service and local vets, and update the microchip database record through the owner.
6. Keep searching while it is safe to do so.
7. **Record everything** in the incident log, and review how the escape happened.

[Image: Staff member crouching calmly in a field and calling a dog that has slipped its lead, with a colleague watching the road]`,
        },
        {
          type: 'checklist',
          title: 'If a dog escapes',
          content: `- Alarm raised and shift lead told immediately
- All other dogs secured and ratios maintained
- Staff sent to roads and danger points with slip leads
- Nobody is chasing the dog
- Owner phoned straight away
- Council dog warden service informed
- Local vets informed
- Microchip database updated as lost (through the owner)
- Search continued while it is safe
- Incident log completed
- Cause of the escape reviewed and fixed`,
        },
        {
          type: 'quiz',
          title: 'Check your understanding: dogs and the wider law',
          content: `Q: Under the Dangerous Dogs Act 1991, where can a dog be dangerously out of control in England and Wales?
- Only in public parks
- Only on roads
* In any place, including private property such as a daycare
- Only in the owner's home
Why: Since 2014 the offence has applied in any place in England and Wales.

Q: Who can be responsible if a dog is dangerously out of control at daycare?
- Only the owner
* The person in charge of the dog at the time, which may include staff
- Only the licence holder
- Nobody, if it was an accident
Why: The offence can apply to the person in charge of the dog, not just the owner.

Q: A dog slips its lead in the car park and runs off. What should you avoid?
* Chasing after it
- Calling the owner
- Telling the shift lead
- Securing the other dogs
Why: Chasing often makes a dog run further; call it calmly or move away to encourage it to follow.

Q: What does the Control of Dogs Order 1992 require?
- Dogs must wear a harness in public
* Dogs in a public place must wear a collar with the owner's name and address on it or on a tag
- All dogs must be insured
- Dogs must be muzzled in parks
Why: The Order requires identification on a collar or tag in public places, with limited exceptions.`,
        },
      ],
    },
  ],
};
