import type { TrainingCategoryContent } from '../../../content/types';

export const leadingATeamCategory: TrainingCategoryContent = {
  slug: 'leading-a-team',
  name: 'Leading a Team',
  description:
    'For owners and managers: recruit and induct staff lawfully, train them to the standard your licence expects, plan safe rotas and lead a team that stays.',
  icon: 'users',
  displayOrder: 6,
  requiredTier: 'employer',
  modules: [
    {
      slug: 'recruiting-and-inducting-staff',
      title: 'Recruiting & Inducting Staff',
      description:
        'The legal essentials of taking on staff in the UK, and an induction and training plan that meets the expectations of your animal activity licence.',
      difficulty: 'intermediate',
      estimatedDuration: 35,
      displayOrder: 1,
      sections: [
        {
          type: 'text',
          title: 'The legal essentials of employing staff',
          content: `# The legal essentials of employing staff
Taking on staff brings legal duties. ACAS and GOV.UK have free guidance, and an accountant or HR adviser can help.

## Before they start
1. **Right to work check**: check that every new starter has the right to work in the UK **before** employment begins, using original documents or the Home Office online service. Keep a copy for the duration of their employment and two years afterwards. Failing to check can lead to a civil penalty.
2. **Register as an employer** with HMRC and set up payroll (PAYE) before the first payday.
3. **Employers' liability insurance** must be in place, with the certificate available to staff.

## On or before day one
- A **written statement of employment particulars**, covering pay, hours, holiday, duties, place of work, notice and other required terms. This is a legal right from the first day.
- Your key policies: health and safety, disciplinary and grievance, data protection and your animal care procedures.
- The **health and safety law poster** displayed, or the equivalent leaflet given to each worker.

## Ongoing duties
- Pay at least the **National Minimum Wage or National Living Wage** for the worker's age. Rates usually change each April, so check GOV.UK.
- Follow the **Working Time Regulations 1998**: rest breaks, daily and weekly rest, a limit on average weekly hours unless the worker opts out in writing, and at least 5.6 weeks' paid holiday a year.
- **Workplace pensions**: assess staff for automatic enrolment and enrol eligible workers.
- Extra protections for workers under 18, including a specific risk assessment and stricter limits on working hours.

## Fair recruitment
Avoid discrimination under the Equality Act 2010. Base decisions on the skills the job needs and ask every candidate the same core questions. A paid, supervised trial shift shows how candidates are with the dogs.

[Image: Manager and new starter at a desk signing a written statement of employment with a staff handbook open beside them]`,
        },
        {
          type: 'text',
          title: 'Induction and training that meets your licence',
          content: `# Induction and training
In England, the licence conditions require enough **competent** staff to meet the welfare needs of all the dogs, and the licence holder must have, and put into practice, a **written training policy** for all staff. Staff must be able to recognise normal behaviour and the signs of pain, suffering, injury, disease and abnormal behaviour, and know how to respond. Inspectors will ask to see your training records.

## A structured first fortnight
### Day one
- Tour of the site, fire exits, the secure holding area and the emergency plan
- Health and safety essentials: hazards, safe handling, bite procedure, accident book
- Shadowing an experienced handler, with no sole responsibility for a group

### First week
- Body language and the warning ladder
- Cleaning, disinfection and COSHH for the products they will use
- Infection control: isolation, kennel cough and parvovirus procedures
- Drop-off, collection and data protection at the front desk

### Second week
- Supervised group work, building up gradually
- Canine first aid, ideally a recognised practical course
- Sign-off on each competence by a named supervisor

## Keep records
For each member of staff, record what training they have had, when, who delivered it and how competence was checked. Set refresher dates, for example for first aid and fire safety.

## Qualifications
Defra's guidance expects the licence holder or a designated manager to hold a relevant qualification or to be able to show equivalent knowledge and experience. Regulated qualifications in animal care, canine behaviour and first aid help show competence and may count towards higher standards for your star rating.

## A new starter should never
- Supervise a group alone before they have been signed off
- Be the only person on site
- Use cleaning chemicals they have not been trained on

[Image: Training matrix on a wall chart with staff names down the side, topics across the top and dates of completion]`,
        },
        {
          type: 'video',
          title: "A new starter's first day",
          content: `[Video: A new starter's first day, 06:40]
We follow Jess, a new daycare assistant, through her first shift and hear from her manager about why each step matters.

- **Before the dogs arrive**: a site tour, fire exits, the emergency plan and where the first aid kits, accident book and isolation area are.
- **Meet the team**: Jess is introduced at the morning huddle and paired with a named buddy for the day.
- **Shadowing**: she watches drop-off, then helps her buddy with a calm group of older dogs, learning names and notes as she goes.
- **Handling basics**: slip leads, the double-gate routine and how to hold a lead safely.
- **Lunchtime check-in**: the manager asks what has been confusing and writes it down.
- **End of day**: Jess helps with the closing checklist and her training record is updated with what she has covered.

The manager explains that a good first day is calm and structured. New starters who feel thrown in at the deep end are more likely to make mistakes with the dogs and more likely to leave.`,
        },
        {
          type: 'checklist',
          title: 'New starter checklist',
          content: `- Right to work check completed and copy kept before the first day
- Added to payroll and employers' liability insurance confirmed
- Written statement of employment particulars given on or before day one
- Staff handbook and key policies given and acknowledged
- Site tour, fire exits and emergency plan covered on day one
- Buddy assigned for the first two weeks
- Health and safety induction completed and recorded
- COSHH training for the products they will use
- Body language and group supervision training
- Infection control and isolation procedure training
- Canine first aid training booked
- Each competence signed off by a named supervisor
- Review meeting booked for the end of the first month`,
        },
        {
          type: 'quiz',
          title: 'Check your understanding: recruiting and induction',
          content: `Q: When must a right to work check be carried out?
- Within the first month of employment
* Before the person starts work
- Only if the person was born outside the UK
- When they ask for a pay rise
Why: The check must be done before employment begins, for every new starter, to avoid a civil penalty.

Q: When must a new employee receive a written statement of employment particulars?
- Within two months of starting
* On or before their first day
- After their probation period
- Only if they ask for it
Why: The written statement is a day-one right for employees and workers.

Q: What does the licence in England require about staff training?
- Nothing, training is optional
* A written training policy for all staff, which is put into practice
- A university degree for every member of staff
- Training only for the licence holder
Why: The licence conditions require a written training policy and competent staff.

Q: A new starter is keen to run a play group on their own on day two. What do you do?
- Let them, as enthusiasm should be encouraged
* Keep them working alongside a buddy until they have been signed off as competent
- Let them if the group is small
- Let them if the manager is in the building
Why: Staff should not supervise groups alone until their competence has been checked and recorded.`,
        },
      ],
    },
    {
      slug: 'rotas-supervision-and-wellbeing',
      title: 'Rotas, Supervision & Wellbeing',
      description:
        "Build rotas that keep ratios safe and respect working time rules, give feedback and handle problems fairly, and look after your team's wellbeing.",
      difficulty: 'intermediate',
      estimatedDuration: 30,
      displayOrder: 2,
      sections: [
        {
          type: 'text',
          title: 'Safe, fair rotas',
          content: `# Safe, fair rotas
A rota is a welfare document as well as a staffing one. It is where ratios are kept or broken.

## Build the rota around the dogs
- Start from the **bookings for each day** and your licence maximum.
- Make sure there is **at least one member of staff for every ten dogs** at all times in England (Defra's minimum), and more for puppies, new dogs and dogs with extra needs.
- Add time for cleaning, laundry, reception and admin that is separate from supervising groups.
- Make sure a trained first aider and a senior member of staff are on every shift.
- Avoid lone working when dogs are on site. If anyone does work alone, for example opening up before the dogs arrive, they need a check-in system.

## Working time
Under the **Working Time Regulations 1998**, adult workers are normally entitled to:
- A **20-minute uninterrupted rest break** if they work more than six hours in a day
- **11 hours' rest** between working days
- A weekly rest period of **24 hours** each week (or 48 hours each fortnight)
- An average working week of **no more than 48 hours** unless they have opted out in writing
- At least **5.6 weeks' paid holiday** a year

Workers under 18 have stronger protections, including a **30-minute break** if they work more than four and a half hours.

## Breaks that really happen
Plan breaks into the rota with named cover, so the ratio holds while people rest. A break spent watching dogs is not a break. Tired staff miss body language signals, and that is when incidents happen.

## Fairness
- Publish rotas as far ahead as you can.
- Share weekend and bank holiday shifts fairly.
- Record any changes and the reasons for them.

[Image: Printed weekly rota on the staff noticeboard with break times highlighted and cover names written beside each break]`,
        },
        {
          type: 'text',
          title: 'Supervision, feedback and wellbeing',
          content: `# Supervision, feedback and wellbeing

## Regular one-to-ones
Short, regular one-to-ones are the best way to keep standards high and spot problems early. Cover:
- What is going well, with specific examples
- Anything that needs to improve, with clear expectations
- Training needs and progress on their training record
- How they are feeling about the work

## Giving feedback on the floor
1. Do it promptly, and privately if it is a correction.
2. Describe the behaviour, not the person: "You opened the outer gate before the inner one had latched."
3. Explain why it matters: "A dog could have slipped out onto the road."
4. Agree what happens next time, and follow up.

## When things go wrong
If there is a conduct or performance problem that informal conversations have not solved, follow a fair process based on the **ACAS Code of Practice on Disciplinary and Grievance Procedures**: investigate, tell the person in writing, hold a meeting where they can be accompanied, decide and give a right of appeal. Employment tribunals take the Code into account, and awards can be adjusted if it has not been followed. Take advice before dismissing anyone.

## Wellbeing in animal care
Caring work is rewarding but demanding:
- **Physical strain**: lifting, cleaning and being on your feet all day
- **Emotional strain**: dealing with injured or ill dogs, upset owners and, sometimes, the death of a dog people have known for years
- **Compassion fatigue**: the exhaustion that can come from caring for others over time

Help your team by building in real breaks, rotating heavy tasks, debriefing after difficult incidents, and making it normal to talk about how people are. Know where to signpost staff for support, such as their GP or an employee assistance programme if you provide one.

[Image: Manager and team member having a relaxed one-to-one conversation over a cup of tea in the staff room]`,
        },
        {
          type: 'video',
          title: 'Running a five-minute team huddle',
          content: `[Video: Running a five-minute team huddle, 05:30]
A shift lead runs the morning huddle before the first dogs arrive. Five minutes, standing up, every day.

- **Who is here**: staff on shift, today's first aider, who is covering breaks and when.
- **Who is coming**: the number of dogs booked, new dogs and assessments, and any dog with medication, special feeding or a health note.
- **Who needs watching**: dogs with recent incidents, dogs in season if your policy allows them, nervous dogs and dogs at higher risk of heatstroke or bloat.
- **Groups and rooms**: which groups are in which rooms, and who is responsible for each.
- **Today's extras**: weather plan, maintenance, inspections or visitors.
- **Anything from yesterday**: follow-ups for owners and any lessons from incidents.

The shift lead finishes by asking "Anything I've missed?" and thanks the team. She explains that the huddle saves time over the day, because everyone knows the plan and who to go to.`,
        },
        {
          type: 'checklist',
          title: 'Daily huddle checklist',
          content: `- Staff on shift confirmed and ratio checked against today's bookings
- Today's first aider named
- Breaks planned with named cover
- New dogs and assessments flagged
- Medication, feeding and health notes shared
- Dogs needing extra watching named
- Groups allocated to rooms and staff
- Weather plan agreed, including heat precautions
- Follow-ups from yesterday assigned
- Team asked if anything has been missed`,
        },
        {
          type: 'quiz',
          title: 'Check your understanding: rotas and supervision',
          content: `Q: An adult member of staff works an eight-hour shift. What minimum rest break are they entitled to under the Working Time Regulations?
- None, if they agree to work through
- 10 minutes
* A 20-minute uninterrupted break
- One hour
Why: Adult workers are entitled to a 20-minute uninterrupted break when working more than six hours.

Q: Who should cover the dogs while a supervising member of staff takes a break?
* A named colleague planned on the rota, so the ratio is kept
- Nobody, the dogs can rest too
- The member of staff, while eating their lunch in the room
- A client who is waiting at reception
Why: Ratios must be maintained throughout the day, including during breaks, and a break should be a real break.

Q: What is the best way to give a correction on the floor?
- Loudly, in front of the team, so everyone learns
* Promptly and privately, describing the behaviour, why it matters and what to do next time
- In writing, a month later
- Not at all, to avoid upsetting anyone
Why: Specific, private and timely feedback is fair and changes behaviour.

Q: Which code should a formal disciplinary process follow?
- The Highway Code
* The ACAS Code of Practice on Disciplinary and Grievance Procedures
- The Kennel Club Code of Ethics
- There is no guidance
Why: Tribunals take the ACAS Code into account when considering disciplinary and grievance cases.`,
        },
      ],
    },
  ],
};
