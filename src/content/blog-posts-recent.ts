import type { BlogPost } from './types';
import { siteConfig } from './site-config';

/** Blog articles from autumn 2026, newest first. None is featured. */
export const recentBlogPosts: BlogPost[] = [
  {
    id: 'animal-activity-licence-inspection-preparation',
    title: 'Preparing for Your Animal Activity Licence Inspection and Protecting Your Star Rating',
    excerpt:
      'What council inspectors look at under the 2018 England regulations, how to prepare your policies, records and team in the months before a visit, and how to hold on to a good star rating between inspections.',
    content: `For a dog daycare, kennel or home boarding business in England, the licence inspection decides two things at once: whether you can keep trading, and how long it will be before you have to go through the process again. A five-star rating brings a three-year licence, while a one-star rating means applying and paying again in twelve months. The good news is that the inspection is predictable. Inspectors work from published conditions and guidance, and the businesses that do well are the ones that prepare all year rather than in the final fortnight.

**What the inspector is there to judge**

Animal activity licences are issued by local councils under the Animal Welfare (Licensing of Activities Involving Animals) (England) Regulations 2018. Every licence carries the general conditions that apply to all licensable activities, plus the specific conditions for your activity, such as day care, kennel boarding or home boarding. Defra's statutory guidance explains how inspectors should interpret each condition and sets out the minimum standards and the higher standards.

The inspector scores two things. The first is welfare standards: whether you have minor failings, meet the minimum standards or meet the higher standards. The second is risk, judged as low or higher, largely on your compliance history and on how well you understand the hazards in your business and control them. The two scores combine into a rating:
- Five stars, for higher standards and low risk, with a three-year licence
- Three or four stars, with a two-year licence
- One or two stars, with a one-year licence

To meet the higher standards you must achieve all of the required higher standards for your activity and at least half of the optional ones. Read the current guidance for your activity line by line, because it is the inspector's own reference.

**The written policies you will be asked for**

Inspectors want to see that the business runs on documented systems rather than on the memory of one experienced person. Have these ready, current and signed off:
- Operating procedures for the daily routine, including feeding, cleaning, supervision and how dogs are checked through the day
- A written emergency plan covering fire, failure of heating or ventilation, and how dogs would be moved if the premises became unusable, with an emergency telephone list and the arrangements for a designated keyholder
- An infection control and isolation procedure, including what happens when a dog shows signs of illness
- Your admission and screening process for new dogs, and your vaccination policy
- A medication procedure, if you give any medicines, with owner consent and a record of each dose
- A written training policy for all staff
- Risk assessments for the premises and for each activity, including any transport of dogs

A policy only helps if it matches what actually happens. If your cleaning procedure says kennels are disinfected between every stay, an inspector may ask a member of staff to talk them through it. Review every document before the visit and remove anything you no longer do, rather than leaving promises your team is not keeping.

**Records that prove the policies work**

The records are where many good businesses lose marks. Under the general conditions, records must be available to an inspector and kept for at least three years. For day care and boarding, the specific conditions add a register of every dog, with its microchip number, owner and emergency contact details, vet details and the dates it attended or stayed. Alongside the register, expect to show:
- Vaccination records for each dog, with expiry dates checked
- Medication records, showing what was given, when and by whom
- An incident and accident log, including near misses and what you changed as a result
- Cleaning schedules and maintenance checks, signed and dated
- Staff training records for every team member

A quick test is to pick three dogs at random and see whether you can produce their full records within a few minutes. If you cannot, an inspector will notice the same gap.

**Staff competence counts as much as the building**

The general conditions require sufficient numbers of competent people to meet the welfare needs of every animal, and the licence holder or a designated manager must be able to show relevant competence, for example through a regulated qualification or documented experience. Inspectors often speak to staff directly. They may ask a carer what the signs of stress look like, what to do if a fight breaks out, where the isolation area is, or who to call if a dog collapses.

Prepare your team by rehearsing, not by scripting. A short practice of the fire evacuation, a run-through of the isolation procedure and a five-minute quiz at the morning huddle build the kind of confidence that shows. Make sure training records show who was trained in what, when, and who signed off each competency.

**A practical countdown**

Councils differ in how they handle renewals, and many ask for a renewal application at least ten weeks before the current licence expires, so check the timetable with your licensing team and diarise it. A sensible plan looks like this:
- Three months before: reread the conditions and guidance for your activity and carry out a gap analysis against the higher standards
- Two months before: run a mock inspection, ideally led by someone who does not run the business day to day
- Six weeks before: fix the gaps, update policies and complete any overdue training
- Two weeks before: audit records, check insurance certificates and make sure your licence is displayed on site and your name and licence number appear on your website
- The day before: walk the premises as a visitor would, checking gates, fencing, signage, storage of cleaning products and the isolation area

**On the day**

Be present if you possibly can, and make sure the designated manager is too. Walk the inspector through the building in the order a dog experiences it, from arrival to collection. Answer questions honestly. If something is not right, say so and explain what you are doing about it; inspectors respond far better to an owner who understands their own weaknesses than to one who argues. Take notes of any advice, because it often points directly to the optional higher standards you have not yet met.

**If you disagree with the rating**

If the rating does not reflect what the inspector saw, talk to the inspecting officer first, because a misunderstanding can often be resolved informally. Beyond that, you can appeal the rating to the council in writing, normally within 21 days of the licence being issued. If instead you have made improvements since the visit, you can ask for a re-inspection for re-rating. There is usually a fee, and the new rating can go down as well as up, so only ask when the improvements are complete and evidenced.

**Keeping the rating between inspections**

A licence period is not a quiet period. Councils can visit at any time, often unannounced, and a complaint from a client or neighbour can prompt a visit. Tell the council before you make material changes, such as increasing dog numbers, extending the building or adding a new activity. Then make compliance a monthly habit: one short self-audit, one record check and one refresher topic for the team. Done that way, the next inspection becomes a chance to show standards you already keep every day.

If you would like an outside view before your next visit, our team can carry out a mock inspection and gap analysis against the current guidance. It is a good subject for a free ${siteConfig.freeConsultationMinutes}-minute consultation.`,
    author: siteConfig.teamName,
    date: '2026-11-19',
    readTime: '6 min read',
    category: 'Compliance',
    image: '/images/blog/animal-activity-licence-inspection-preparation.svg',
    imageAlt:
      'Illustration of a council inspector with a clipboard standing beside a kennel building, with a row of five gold stars above the roof',
    featured: false,
  },
  {
    id: 'pricing-after-2026-national-living-wage-rise',
    title: 'Pricing After the 2026 Wage Rise: Working Out Your True Cost per Dog per Day',
    excerpt:
      'A worked example in pounds of what a carer really costs after the April 2026 National Living Wage rise and 15% employer National Insurance, and how to turn that into a daycare price that pays you.',
    content: `Since 1 April 2026 the National Living Wage for workers aged 21 and over has been £12.71 an hour, up from £12.21, a rise of just over 4%. The rate for 18 to 20 year olds rose to £10.85, and the rate for 16 and 17 year olds and apprentices to £8.00. Employer National Insurance stays at 15% on earnings above the secondary threshold of £5,000 a year per employee, the level it has been since April 2025.

If you absorbed this year's increase rather than raising prices mid-year, you are not alone. That is understandable, but it cannot go on indefinitely in a business where wages are the biggest cost. Next April's rates are normally announced in the autumn, which makes now the right moment to rebuild your cost per dog per day from scratch and set prices for the new year. Here is how to do it, with a worked example you can copy using your own figures.

**Step 1: the real cost of an hour on the rota**

The hourly rate on a payslip is not what a carer costs you. Take a carer aged 21 or over, working 37.5 hours a week at £12.71:
- Gross pay: 1,950 paid hours a year comes to £24,784.50
- Employer National Insurance: 15% of the £19,784.50 above the £5,000 threshold is about £2,968
- Employer pension: the auto-enrolment minimum of 3% of qualifying earnings, using the £6,240 lower limit that has applied in recent years, is about £556
- Total employment cost: about £28,309 a year

That carer is paid for 1,950 hours but, after 5.6 weeks of statutory holiday, is available for about 1,740. Divide £28,309 by 1,740 and each hour actually worked on your rota costs about £16.27, before sickness, training time or recruitment. At last year's rate of £12.21 the same calculation gives about £15.61.

**Step 2: turn rota hours into a cost per dog**

Our example daycare opens 7.30am to 6pm on weekdays, averages 32 dogs a day and trades 252 days a year once bank holidays are taken out. Staying within the one-to-ten guideline needs four carers through the busy middle of the day and fewer while dogs arrive and leave, and someone has to cover breaks. In total that takes 36 carer hours a day.
- 36 hours at £16.27 is about £586 a day
- Divided by 32 dogs, staffing costs about £18.30 per dog per day
- At last year's rates the figure was about £17.56, so the April rise alone added roughly 74p per dog per day

Seventy-four pence sounds small, but across 32 dogs and 252 days it comes to almost £6,000 a year.

**Step 3: add overheads, allowances and your own pay**

Now add everything else. Suppose rent, business rates, utilities, insurance, software, consumables, marketing and repairs total £5,000 a month. That is £60,000 a year, or about £238 per trading day, which adds about £7.44 per dog. The running total is £25.74.

If you are eligible for the Employment Allowance, which is £10,500 a year off your employer National Insurance bill, spread it the same way: it takes about £1.30 off each dog-day, bringing the cost to £24.44. The allowance is not available to every business, for example a company whose only employee is a director, so check before you count it.

Finally, pay yourself. Many plans forget the owner entirely. A salary of £30,000 for an owner who works in the business adds about £3.72 per dog, giving a true cost of about £28.16 per dog per day.

**Step 4: add a margin, then VAT**

A business that only covers its costs cannot replace a roof, survive a quiet January or save for the next licence fee. Build in a margin. To make a 10% margin on the price, divide the cost by 0.9, which gives about £31.29. If you are VAT registered, and most full-size daycares pass the £90,000 registration threshold, add 20% VAT, which brings the price to about £37.55.

**What the example tells you**

If this daycare currently charges £32 including VAT, it keeps £26.67 after VAT. That is below the £28.16 it costs to provide the day once the owner is paid, so every booking loses money. It is an easy position to drift into. The gap was opened by a series of modest wage and National Insurance changes, none of which felt decisive on its own.

Price is only one of three levers:
- Occupancy: the same costs spread over 36 dogs instead of 32 reduce the cost per dog considerably, provided the rota does not need to grow
- Rota efficiency: matching staff hours to arrival and collection patterns, rather than running full staffing for the whole day, can save hours without weakening supervision
- Price: usually part of the answer, especially if you have not moved it since before April 2025

Rework the example with your own rota, occupancy and accounts. Use your actual staff hours and pay rates rather than a headcount, because part-time contracts, overtime and senior carers paid above the minimum all change the result.

**Other employment costs worth checking**

A few details can move your figures noticeably:
- Employers pay no National Insurance for employees under 21, or for apprentices under 25, on earnings up to £50,270 a year
- Holiday pay for irregular-hours and part-year staff can be calculated as 12.07% of hours worked, so include it for casual staff too
- The Employment Rights Act 2025 is changing several rules in stages, including Statutory Sick Pay, so review your sickness cover budget against the current GOV.UK guidance
- The 2026 business rates revaluation changed many rateable values in England, so check your current bill and whether any relief applies

**Telling clients about a new price**

Give at least a month's notice, in writing, and keep the explanation short: wages and employer costs have risen, and you want to keep group sizes and staffing at the level that keeps dogs safe. Choose one predictable date for price changes each year. Honour prepaid packages at the price paid, and give regular clients a clear date from which the new rate applies. Most owners accept a reasoned increase from a business they trust; what loses clients is a surprise.

When the rates for April 2027 are confirmed, run the calculation again. If you would like help building a pricing model around your own rota and accounts, our financial planning work covers exactly this, and a free ${siteConfig.freeConsultationMinutes}-minute consultation is a good place to start.`,
    author: siteConfig.teamName,
    date: '2026-11-03',
    readTime: '5 min read',
    category: 'Business Planning',
    image: '/images/blog/pricing-after-2026-national-living-wage-rise.svg',
    imageAlt:
      'Illustration of a calculator and a stack of coins beside a dog bowl, with an upward arrow showing rising costs',
    featured: false,
  },
  {
    id: 'recruiting-and-retaining-pet-care-staff',
    title: 'Recruiting and Keeping Good Staff: The People Side of Growing a Pet Care Business',
    excerpt:
      'Honest job adverts, the legal essentials from day one, rotas people can live with, a visible career path and exit interviews that teach you something: how to build a team that stays.',
    content: `Most pet care businesses reach a point where growth is limited not by demand or space but by people. Your licence sets a maximum number of dogs and the staffing needed to care for them safely, so every extra place needs a competent carer behind it. Every carer who leaves takes their training and their relationships with the dogs with them, and their replacement cannot count towards your staffing ratio until they have been trained and signed off. Recruiting well and keeping people is one of the most valuable things an owner can get right.

**Find out why people leave before you recruit**

Before you write another advert, look at the last few people who left. When did they go, how long had they been with you, and what reason did they give? Patterns usually appear quickly. In our work with operators, the reasons we hear most often are unpredictable hours, the physical demands of the job without enough rest, no sense of progression, and feeling that ideas and concerns were not listened to. Pay matters too, but it is rarely the only reason.

Then talk to the people who have stayed. A short stay conversation, asking what keeps them here, what frustrates them and what would make them think about leaving, costs nothing and often produces the most useful ideas in the business.

**Write a job advert that tells the truth**

Dog care attracts applicants who love dogs but may not have pictured the reality of the work. An honest advert saves everyone time:
- State the pay rate and the hours clearly, including early starts, late finishes and weekend or bank holiday work
- Be open about the physical side: cleaning, lifting, being on your feet all day and working outside in all weathers
- Describe the support on offer: induction, training, qualifications and how progression works
- Explain what makes your business different, such as small groups, a calm culture or a team that has been together for years

Use a short structured interview followed by a trial session. Watch how candidates move around dogs, whether they notice body language and how they respond to instructions. If a trial involves real work, pay for it.

**The legal essentials from day one**

Good intentions do not replace the basics, and getting them wrong is expensive:
- Check every new starter's right to work in the UK before they start. Civil penalties for employing someone without the right to work can reach £45,000 per worker for a first breach and £60,000 for repeat breaches
- Give each employee a written statement of their main terms on or before their first day
- Assess new staff for pension auto-enrolment: workers aged 22 to State Pension age earning over £10,000 a year must be enrolled
- Hold employers' liability insurance, which is a legal requirement for most employers
- Record holiday entitlement correctly: full-time workers are entitled to 5.6 weeks a year

Employment law is also changing. The Employment Rights Act 2025 is bringing in new rules in stages, including on sick pay, zero-hours contracts and notice of shifts. Keep an eye on the guidance from Acas and GOV.UK so your contracts and rotas stay up to date.

**Rotas that people can live with**

For many carers, the rota is the job. A rota that changes at short notice, splits the day into awkward pieces or always gives the same people the worst shifts will drive good staff away faster than almost anything else. Practical steps include:
- Publishing rotas several weeks ahead and keeping changes to a minimum
- Offering fixed patterns where possible, so people can plan childcare, study and family life
- Sharing early starts, late finishes, weekends and bank holidays fairly, and recording how they were shared
- Protecting breaks: adult workers are entitled to a 20-minute break when they work more than six hours, 11 hours' rest between working days and a weekly rest period
- Building in cover for holidays and sickness, so one absence does not mean everyone else works extra

Rest is a welfare issue for dogs as well as people. Tired staff miss early warning signs in a group and make poorer decisions when something goes wrong.

**Training and a visible career path**

People stay where they can see a future. Set out three or four clear levels, such as trainee, carer, senior carer and shift lead, each with the competencies needed to reach it and a pay step when they are signed off. Link the levels to a training plan: a structured induction, canine first aid, behaviour and body language, group management and, for those who want it, a regulated Level 2 or Level 3 qualification. Apprenticeships can be a good route for new entrants, and government funding covers much or all of the training cost for many small employers, so check the current rules.

Give experienced staff responsibility for something they care about, whether that is enrichment, the puppy group, social media or mentoring new starters. Ownership is one of the strongest reasons people give for staying.

**Look after people in a demanding job**

Dog care is physically hard and can be emotionally draining. Provide decent waterproofs, boots and gloves, a warm place to take breaks and proper facilities to dry off in winter. Debrief after any bite, fight or frightening incident, focusing on support and learning rather than blame. Recognise good work specifically and promptly, and share praise from clients with the whole team. Hold short one-to-one conversations regularly, not only when something has gone wrong.

**Exit interviews that actually teach you something**

When someone does leave, hold a short, informal exit conversation, ideally with someone other than their line manager. Useful questions include:
- What made you start looking for a new job?
- What could we have done that would have made you stay?
- What did you enjoy most about working here?
- What would you change about the rota, the training or the way the team is run?
- Would you recommend working here to a friend, and why?

Keep a simple log of leavers, their length of service and the reasons they gave, and review it every quarter. Look for themes rather than reacting to single comments. If three people in a year mention the rota, the rota is the problem.

Recruitment will always take time, but a team that stays gives you something no amount of marketing can buy: familiar faces for dogs and owners, a calm atmosphere, and the confidence to grow. If you would like help designing a competency framework or a training plan for your team, our team is always happy to talk it through.`,
    author: siteConfig.teamName,
    date: '2026-10-13',
    readTime: '6 min read',
    category: 'Business Growth',
    image: '/images/blog/recruiting-and-retaining-pet-care-staff.svg',
    imageAlt:
      'Illustration of three team members of different heights standing together with a dog, beside a staircase of steps leading to a star',
    featured: false,
  },
  {
    id: 'planning-winter-christmas-boarding-peak',
    title: 'Planning for the Winter and Christmas Boarding Peak: Deposits, Rotas and Dog Welfare',
    excerpt:
      'Set your Christmas and New Year booking rules early, take fair deposits, staff the peak without burning out your team, and plan for kennel cough, fireworks and dark winter evenings.',
    content: `For boarding businesses, Christmas and New Year are among the busiest weeks of the year, while many daycares see attendance fall as clients take time off. Around the same time come fireworks season, dark evenings, cold and wet weather, and the winter rise in coughs and colds among staff. The businesses that enjoy the peak rather than survive it are the ones that plan in September and October. Here is a practical checklist.

**Know your calendar**

In England and Wales, Christmas Day 2026 falls on a Friday and Boxing Day on a Saturday, so the Boxing Day bank holiday moves to Monday 28 December. New Year's Day 2027 is a Friday. Scotland has its own bank holidays, including 2 January, and Northern Ireland differs again, so check the published dates for where you trade. These dates shape demand, because many owners will travel over long weekends, and they shape your staff costs and holiday requests.

**Open your diary and set your rules early**

Decide how you will handle peak bookings before the first request arrives, and write it down:
- The date peak bookings open, and whether regular clients get priority for a short period first
- Any minimum stay over Christmas and New Year
- Peak-period prices, clearly shown on your website and booking confirmation
- Drop-off and collection times on bank holidays, and whether you close on Christmas Day or Boxing Day for collections
- A waiting list, so cancelled places are offered on quickly

However strong demand is, never take more dogs than your licence allows. The maximum number on your licence is a condition, not a target for busy weeks, and exceeding it is a breach.

**Deposits and cancellation terms that are fair**

Peak places are valuable, and a late cancellation can leave a kennel empty that you turned others away for. Deposits and cancellation charges are reasonable, but your terms must be fair to consumers. Under the Consumer Rights Act 2015, terms must be in plain language and made prominent, and a cancellation charge should reflect your genuine loss rather than act as a penalty. In practice that means:
- A deposit that is a sensible proportion of the booking, stated clearly at the time of booking
- A sliding scale, where the amount kept rises as the stay gets closer and the chance of reselling the place falls
- A clear statement of what happens if you do resell the place
- Written confirmation of the terms with every booking, and a record that the client accepted them

If clients book online or by phone, make sure your booking process gives the pre-contract information consumer law requires, including any cancellation rights. If you are unsure how the rules apply to your terms, take advice before the peak rather than after a dispute.

**Staffing the peak**

Holiday requests for Christmas arrive early, and handling them fairly matters as much as covering the rota. Publish your approach in the autumn: how many people can be off on each day, how requests are decided, and how Christmas and New Year shifts are shared from year to year. Unless contracts say otherwise, the Working Time Regulations let an employer refuse a leave request by giving notice at least as long as the leave requested, and require staff to take leave on particular days by giving notice of at least twice the length of the leave. Clear contracts and an early, fair policy avoid relying on either.

Plan for sickness too. Winter bugs can take out several people in the same week. Identify who can pick up extra shifts, agree overtime rates in advance, and make sure any temporary or seasonal staff complete their induction well before the peak. New staff should not count towards your staffing ratio until they have been signed off as competent.

**Kennel cough and winter health**

Infectious respiratory disease, commonly called kennel cough, spreads wherever dogs mix, and a busy boarding period gives it every opportunity. Several different bacteria and viruses can be involved, so vaccination reduces the risk but does not remove it. Your defence is a consistent policy:
- Check vaccination records at the time of booking, not on arrival, and chase anything that is due
- Ask your vet for advice on how long before a stay a kennel cough vaccine should be given, and set a clear rule
- Make sure your isolation area and procedure are ready, and that staff know the early signs
- Keep ventilation working even in cold weather, because stale air helps respiratory infections spread
- Tell owners promptly if a dog develops a cough, and follow veterinary advice

A full diary creates pressure to accept a dog that is not quite well. Your health policy only works if you apply it at the busiest times too.

**Fireworks season**

Fireworks cluster around 5 November, Diwali and New Year's Eve, with plenty of displays on the nights either side. In England and Wales, fireworks may be set off until midnight on Bonfire Night and until 1am on New Year's Eve, so a boarding business should expect noise late into the night. Plan ahead:
- Ask owners when booking how their dog has reacted to fireworks before, and about any medication their vet has prescribed for it
- Give only medication prescribed for that dog, with written owner consent and a record of each dose
- Walk and toilet dogs before dusk on the key nights
- Close curtains and blinds, use steady background sound, and make sure every dog has a den to hide in
- Check gates, fencing, collars and ID tags, because frightened dogs try to escape
- Plan staffing so someone experienced is on site or close by through the noisiest hours

**Dark, cold and wet days**

After the clocks go back on the last Sunday in October, many drop-offs and collections happen in the dark. Check lighting on car parks, paths and outdoor areas, and review lone working arrangements for early and late shifts. Keep towels and drying space ready at the door, check that heating works before you need it, and make sure your emergency plan covers a power cut or heating failure, which the licence conditions in England require you to plan for.

**Christmas hazards**

Owners sometimes pack festive treats, and staff bring in food for the team. Chocolate, grapes, raisins, sultanas and currants, which means mince pies and Christmas pudding, along with onions in stuffing and products containing xylitol, are all dangerous to dogs. Keep staff food out of dog areas, check anything owners bring, and keep decorations well out of reach.

**After the peak**

In January, review how the season went: occupancy, cancellations, any incidents and what your team would change. Thank everyone properly, because they gave up their own Christmas to look after other people's dogs. Then use the quieter weeks for training and maintenance, and update your plan for next year while the lessons are fresh.

If you would like help putting peak-season terms, rotas or health policies in place, our team is always happy to talk it through.`,
    author: siteConfig.teamName,
    date: '2026-09-24',
    readTime: '6 min read',
    category: 'Operations',
    image: '/images/blog/planning-winter-christmas-boarding-peak.svg',
    imageAlt:
      'Illustration of a boarding kennel building at night under falling snow, with fireworks in the sky, a crescent moon and a dog resting in a lit doorway',
    featured: false,
  },
];
