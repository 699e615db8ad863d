import type { TrainingCategoryContent } from '../../../content/types';

export const healthAndSafetyCategory: TrainingCategoryContent = {
  slug: 'health-and-safety',
  name: 'Health & Safety in the Daycare',
  description:
    'Keep yourself, your colleagues, clients and the dogs safe: spotting hazards, risk assessment, safe handling, bite prevention, accident reporting under RIDDOR and fire evacuation with dogs.',
  icon: 'shield',
  displayOrder: 1,
  requiredTier: 'employee',
  modules: [
    {
      slug: 'daycare-risk-assessment-basics',
      title: 'Risk Assessment Basics',
      description:
        'Who is responsible for safety at work, the main hazards in a dog daycare and how the five steps of risk assessment keep everyone safe.',
      difficulty: 'beginner',
      estimatedDuration: 25,
      displayOrder: 1,
      sections: [
        {
          type: 'text',
          title: 'Why health and safety matters here',
          content: `# Health and safety in a dog daycare
A daycare floor is a busy workplace: dogs moving at speed, wet floors, cleaning chemicals, heavy feed sacks and gates opening all day long. The law expects everyone on site to play their part.

## Who is responsible for what
Under the **Health and Safety at Work etc. Act 1974**:
- **Your employer** must, so far as is reasonably practicable, protect the health, safety and welfare of staff and of anyone else affected by the work, such as clients, contractors and visitors.
- **You** must take reasonable care of yourself and of others affected by what you do, co-operate with the safety arrangements and never interfere with anything provided for safety, such as gate latches or fire doors.

The Management of Health and Safety at Work Regulations 1999 require employers to assess the risks of the work. Where five or more people are employed, the significant findings must be written down.

## The main hazards in our setting
- Bites, scratches and being knocked over by boisterous dogs
- Slips on wet or muddy floors and trips over toys, hoses and leads
- Lifting dogs, water buckets and feed sacks (manual handling)
- Cleaning chemicals, which are controlled under COSHH (see Facility Operations)
- Noise from barking in enclosed rooms
- **Zoonoses**: infections that can pass from animals to people, such as ringworm and some gut infections

## Your day-one rule
**If you see a hazard, deal with it if it is safe to do so, then tell the shift lead.** A toy on the stairs, a puddle by the door or a loose gate latch takes seconds to fix and prevents many everyday injuries.

[Image: Staff member mopping a puddle in an indoor play room while a colleague keeps the dogs back behind a gate]`,
        },
        {
          type: 'video',
          title: 'Spotting hazards on a walk-round',
          content: `[Video: Spotting hazards on a walk-round, 06:45]
Our operations lead walks the whole site before opening and talks through what she is looking for, room by room.

- **Entrance and reception**: both gates of the double-gate entry close and latch on their own; leads and bags are off the floor.
- **Indoor play rooms**: no chewed or broken toys with sharp edges, no standing water, mats flat, radiators guarded and the room temperature comfortable.
- **Outdoor yard**: fence line intact with no gaps or digging spots, no sticks, litter, fungi or glass, shade and water in place.
- **Kitchen and store**: chemicals locked away in their original, labelled containers; feed stored off the floor in sealed bins.
- **Isolation area**: clean, stocked with PPE and ready for use.

She explains that a walk-round is not a tick-box exercise. Each time you find something, ask three questions: could it hurt a dog, could it hurt a person, and can I fix it now? Anything that cannot be fixed straight away is reported to the shift lead, logged and fenced off until it is repaired.`,
        },
        {
          type: 'text',
          title: 'The five steps of risk assessment',
          content: `# How a risk assessment works
A **hazard** is anything that could cause harm. A **risk** is the chance that somebody or some dog is harmed, together with how serious the harm could be. Our written risk assessments follow the familiar five-step approach promoted by the Health and Safety Executive (HSE).

1. **Identify the hazards**: walk the site, look at the tasks and ask staff what goes wrong.
2. **Decide who might be harmed and how**: staff, clients, visitors, contractors and, of course, the dogs.
3. **Evaluate the risks and decide on precautions**: what is already in place, and what more is reasonably practicable?
4. **Record your significant findings** and put the precautions into practice.
5. **Review and update**: after an incident, a near miss, a change to the building or the way we work, and at least once a year.

## Choosing precautions
Work down this list, starting at the top, because the measures at the top are the most reliable:
- **Remove** the hazard altogether (get rid of the step that people trip on).
- **Substitute** something less dangerous (a milder cleaning product that still does the job).
- **Engineer it out** (self-closing gates, non-slip flooring, guarded radiators).
- **Organise the work** (rotas, routines, signage and training).
- **Personal protective equipment** such as gloves and aprons, which is the last line of defence.

## A worked example: the front door
- **Hazard**: a dog slipping past a client as the door opens.
- **Who**: the dog (road traffic), the client and staff chasing it.
- **Precautions**: a double-gate entry where only one gate opens at a time, dogs on leads in reception, a sign asking clients to close each gate behind them, and staff trained to check the inner gate before opening the outer one.

[Image: Diagram of a double-gate entrance showing the outer door, the holding area and the inner gate into the play area]`,
        },
        {
          type: 'quiz',
          title: 'Check your understanding: risk assessment',
          content: `Q: Under the Health and Safety at Work etc. Act 1974, what is your duty as an employee?
- None: health and safety is entirely the employer's job
- Only to report accidents after they happen
* To take reasonable care of yourself and others and co-operate with the safety arrangements
- To write the company risk assessment yourself
Why: Employers carry the main duties, but employees must take reasonable care and co-operate with the arrangements in place.

Q: Which of these is the most reliable way to control a risk?
- Give staff gloves to wear
- Put up a warning sign
* Remove the hazard altogether
- Remind people at the morning huddle
Why: Elimination sits at the top of the hierarchy of control; PPE and signs depend on people remembering and are the least reliable.

Q: You notice the outer gate at the entrance no longer latches on its own. What should you do?
- Carry on and mention it at the end of the week
* Make it safe now if you can, tell the shift lead straight away and make sure it is logged
- Prop it open so that it does not slam
- Ask a client to keep an eye on it
Why: An escape risk needs immediate action and reporting so it is fixed and recorded.

Q: When should a risk assessment be reviewed?
- Only when the council inspector asks for it
- Every five years
* After an incident or near miss, after changes, and at regular intervals
- Never, once it has been written down
Why: A risk assessment is a living document and must be reviewed when things change or go wrong.`,
        },
        {
          type: 'checklist',
          title: 'Daily hazard walk-round',
          content: `- Both gates of the entrance close and latch on their own
- Perimeter fence checked: no gaps, damage or digging holes
- Outdoor areas clear of sticks, litter, glass and fungi
- Indoor floors dry, mats flat and walkways clear of hoses and leads
- Broken or chewed toys removed and binned
- Fresh water bowls filled in every area
- Room temperature and ventilation comfortable for the dogs
- Cleaning chemicals locked away in labelled containers
- First aid kits (human and canine) present and stocked
- Isolation area clean and ready
- Fire exits unlocked from the inside and not blocked
- Anything that cannot be fixed now reported to the shift lead and logged`,
        },
      ],
    },
    {
      slug: 'safe-dog-handling-and-bite-prevention',
      title: 'Safe Dog Handling & Bite Prevention',
      description:
        'Approach, lead and lift dogs safely, move them through doors and gates without escapes, and know exactly what to do if you are bitten or scratched.',
      difficulty: 'beginner',
      estimatedDuration: 30,
      displayOrder: 2,
      sections: [
        {
          type: 'text',
          title: 'Handling dogs safely',
          content: `# Handling dogs safely
Most bites to daycare staff happen during ordinary tasks: putting on a lead, reaching over a gate, lifting a dog or breaking up play. Good habits reduce the risk for you and the dogs.

## Approaching a dog
- Approach calmly and slightly side-on rather than head-on.
- Let the dog come to you; avoid leaning or looming over it.
- Avoid hugging, kissing or putting your face close to a dog's face, however friendly it seems.
- Watch the body language: a dog that freezes, turns away or shows the whites of its eyes is asking for space.
- Never reach for a dog that is eating, guarding a toy or resting in its bed. Call it to you instead.

## Leads and equipment
- Use the slip leads provided to move dogs between areas, and remove them once the dog is in a secure space.
- Check collars and harnesses at drop-off: you should just be able to slide two fingers underneath.
- **Never wrap a lead around your hand or fingers.** Hold the loop over your thumb with the lead folded in your palm.
- Move only the number of dogs at one time that our procedures allow.

## Lifting and manual handling
1. Ask whether the dog needs lifting at all. A ramp or steps may be better for both of you.
2. Assess the weight. Large or heavy dogs need two people.
3. Get close, bend your knees, keep your back straight and hold the dog close to your body.
4. Support the chest and the back end; never lift by the collar, legs or scruff.
5. Avoid twisting: move your feet to turn.

Some dogs dislike being picked up, especially older dogs or those in pain. If a dog stiffens, growls or tries to mouth you, stop and ask for help.

[Image: Two staff members lifting a large Labrador together, one supporting the chest and one the hindquarters]`,
        },
        {
          type: 'video',
          title: 'Moving dogs through the double-gate entry',
          content: `[Video: Moving dogs through the double-gate entry, 05:20]
A senior handler demonstrates how we move dogs between reception, the play rooms and the yard without escapes or scuffles.

- Look through the inner gate before opening anything and check which dogs are near it.
- Ask a colleague to call dogs away from the gate if a crowd has gathered.
- Open only one gate at a time. The outer gate stays closed until the inner gate is shut and latched behind you.
- Keep the dog on a short, loose lead at your side, not in front of you.
- Pause in the holding area so that the dog settles before you enter the group.
- Remove the slip lead once inside so that it cannot catch on anything during play.

The video also shows common mistakes: carrying too many leads, letting a new dog meet the whole group at the gate, and opening a gate with your back to the room. The handler explains that gate areas are where tension builds, so we keep them calm and clear.`,
        },
        {
          type: 'text',
          title: 'If you are bitten or scratched',
          content: `# If you are bitten or scratched
Even careful, experienced handlers are occasionally bitten. What you do next matters for your health, for the dog and for our legal records.

## Straight away
1. **Make the situation safe.** Calmly move the dog to a secure area, or ask a colleague to take over. Do not shout at or punish the dog; it was communicating, however unpleasantly.
2. **Wash the wound** thoroughly under warm running water with soap for several minutes, even if it looks minor.
3. **Cover it** with a clean, dry dressing from the human first aid kit.
4. **Tell the shift lead** and the trained first aider on duty.

## Get medical advice when
- The skin is punctured, especially on the hand, face or near a joint
- The bleeding will not stop with pressure
- You are unsure whether your tetanus protection is up to date
- Over the next few days the area becomes red, hot, swollen or more painful, or you feel unwell

Call NHS 111 or go to a minor injuries unit or urgent treatment centre. In an emergency call 999.

## Record it
- Every bite or scratch that breaks the skin goes in the **accident book**, however small.
- Write down what happened just before the bite: where, which dog, what you were doing and what the dog's body language was.
- The manager decides whether the incident must be reported to the HSE under **RIDDOR**, for example if you are off work or unable to do your normal duties for more than seven days.
- The dog's owner is told, and the dog's suitability for group care and handling plan are reviewed.

[Image: Staff member washing a hand under a running tap beside a wall-mounted first aid box and accident book]`,
        },
        {
          type: 'checklist',
          title: 'Before you move a dog',
          content: `- I know which dog I am collecting and have checked its notes
- I have the right lead and it is in good condition
- I have checked where the other dogs are before opening a gate
- Only one gate of the double-gate system will be open at a time
- The route is clear of obstacles, hoses and wet patches
- I will not wrap the lead around my hand or fingers
- If the dog needs lifting, I have a second person for large dogs
- I will remove the lead once the dog is in a secure area`,
        },
        {
          type: 'quiz',
          title: 'Check your understanding: safe handling',
          content: `Q: What is the safest way to hold a lead?
- Wrapped twice around your wrist so that it cannot slip
- Wrapped around your fingers for extra grip
* With the loop over your thumb and the spare lead folded in your palm
- Loosely between two fingers
Why: Wrapping a lead around your hand or fingers can cause serious injury if a dog lunges.

Q: You need to lift a heavy, elderly dog into the car for its owner. What should you do first?
- Lift it quickly by the front legs
* Consider whether it needs lifting at all and get a second person if it is heavy
- Pick it up by the scruff
- Ask the owner to lift it while you hold the door
Why: Reduce the need to lift, then share heavy lifts and support the chest and hindquarters.

Q: A dog bites you and breaks the skin on your hand. What is the first thing to do after making the situation safe?
- Carry on and deal with it at the end of the shift
* Wash the wound thoroughly under running water with soap
- Apply a tight tourniquet
- Tell the owner the dog is dangerous
Why: Thorough cleaning reduces the risk of infection; then cover it, report it and get medical advice for punctures.

Q: Which small bite must be written in the accident book?
- Only bites that need hospital treatment
- Only bites from dogs that have bitten before
* Every bite or scratch that breaks the skin
- None, unless the HSE asks
Why: Recording every injury lets the manager decide on RIDDOR reporting and spot patterns.`,
        },
      ],
    },
    {
      slug: 'accidents-fire-and-emergencies',
      title: 'Accidents, Fire & Emergencies',
      description:
        'Recording accidents and near misses, what RIDDOR requires, and how to evacuate the building safely with a room full of dogs.',
      difficulty: 'intermediate',
      estimatedDuration: 35,
      displayOrder: 3,
      sections: [
        {
          type: 'text',
          title: 'Recording accidents and RIDDOR',
          content: `# Recording accidents and near misses
Good records protect people and dogs. They show the local authority inspector that we take safety seriously, they help us spot patterns and they are essential if there is ever a claim.

## What goes in the accident book
- Every injury to a member of staff, client, visitor or contractor, however minor
- The date, time and exact place, what happened and who was involved
- Any first aid given and by whom
- Names of any witnesses

Dog injuries and dog-to-dog incidents are recorded separately in our **incident log**, which the owner is told about on the same day.

**Near misses** matter too. A dog that nearly escaped or a client who nearly slipped tells us where the next accident will happen.

## RIDDOR
The Reporting of Injuries, Diseases and Dangerous Occurrences Regulations 2013 (**RIDDOR**) require the employer to report certain incidents to the HSE. The manager makes the report, but you must tell them straight away so that deadlines are met. Reportable events include:
- A death connected with the work
- **Specified injuries** to workers, such as most fractures (other than to fingers, thumbs and toes), amputations, serious burns, or loss of consciousness caused by a head injury
- Injuries that keep a worker off work or unable to do their normal duties for **more than seven consecutive days** (not counting the day of the accident)
- A member of the public being taken straight from the scene to hospital for treatment, where the accident arose from our work
- Certain occupational diseases and dangerous occurrences

Injuries that keep someone off normal duties for more than three days must still be recorded, even though they are not reported.

## Your part
1. Give first aid or call for help.
2. Tell the shift lead immediately.
3. Fill in the accident book before you go home, while details are fresh.

[Image: An accident book open on the reception desk next to an incident log and a pen]`,
        },
        {
          type: 'text',
          title: 'Fire and evacuation with dogs',
          content: `# Fire and evacuation with dogs
Fire safety law requires a fire risk assessment, working alarms, escape routes and trained staff (in England and Wales this is the Regulatory Reform (Fire Safety) Order 2005; Scotland and Northern Ireland have their own equivalent laws). Our animal activity licence also requires a **written emergency plan** that every member of staff knows and can follow.

## If you discover a fire
1. **Raise the alarm** using the nearest call point and shout a warning.
2. **Call 999** and ask for the fire and rescue service. Give the full address, including the postcode.
3. **Evacuate people first**, then dogs, only if it is safe to do so.
4. Use an extinguisher only if you have been trained, the fire is very small and you have a clear escape route behind you.
5. **Never go back into the building**, for a person or for a dog. Tell firefighters which dogs are still inside and where.

## Moving dogs out
- Slip leads hang by every fire exit. Take several as you leave.
- Move dogs to the **secure holding area** named in the plan, never to an open car park next to a road.
- Move small groups at a time, calmly; loud, rushed handling increases the chance of bites and escapes.
- Dogs that cannot be moved safely are left in a closed room, with the door shut to slow the spread of smoke, and firefighters are told.

## Counting everyone out
- The shift lead takes the **daily register** out with them, or opens it on the tablet or phone.
- Check every person and every dog against the register.
- Contact owners only once everyone is safe and the fire and rescue service is in control.

Fire drills are held regularly so that dogs and staff are familiar with the routine.

[Image: Evacuation plan on the wall showing exits, the secure holding area and hooks with slip leads beside the fire door]`,
        },
        {
          type: 'video',
          title: 'Running a fire drill with dogs',
          content: `[Video: Running a fire drill with dogs, 07:10]
We film a real practice drill on a quiet afternoon and talk through what went well and what we changed afterwards.

- Staff know a drill is planned for the week, but not the exact time.
- The alarm sounds. Staff stop what they are doing and go to their assigned rooms.
- Each handler collects slip leads from the exit hooks and moves their group in twos and threes to the secure holding area.
- The shift lead checks the register: fourteen dogs and four people are accounted for.
- A timer shows how long the evacuation took, and the team debriefs straight away.

In the debrief the team notices that one exit was partly blocked by a stack of clean beds, and that a nervous dog froze in the corridor. Actions agreed: beds are now stored elsewhere, and nervous dogs are named in the emergency plan with a designated handler. The presenter stresses that the point of a drill is to find problems before a real emergency does.`,
        },
        {
          type: 'quiz',
          title: 'Check your understanding: accidents and emergencies',
          content: `Q: A client slips in reception and is taken by ambulance straight to hospital for treatment. What must happen?
- Nothing, because the client was not an employee
* It is recorded, and the manager reports it to the HSE under RIDDOR
- The client must fill in the accident book themselves
- Only the insurer needs to be told
Why: RIDDOR covers members of the public taken directly from the scene to hospital for treatment where the accident arose from the work.

Q: A colleague is off work for ten days after a back injury from lifting a dog. Is this reportable under RIDDOR?
- No, back injuries are never reportable
* Yes, because they were unable to work for more than seven consecutive days
- Only if they were lifting a very large dog
- Only if the colleague asks for it to be reported
Why: Over-seven-day incapacitation of a worker is reportable under RIDDOR.

Q: During a fire, a dog runs back into the building. What do you do?
- Go back in quickly to fetch it
- Send the most experienced handler in
* Stay out and tell the fire and rescue service where the dog is
- Open all the doors so that it can find its way out
Why: Nobody re-enters a burning building; firefighters have the equipment and training.

Q: Where should dogs be taken during an evacuation?
- The car park next to the main road
- Anywhere outside, as quickly as possible
* The secure holding area named in the emergency plan
- Into staff cars
Why: A secure, pre-agreed holding area stops escapes and makes the head count possible.`,
        },
        {
          type: 'checklist',
          title: 'Emergency plan readiness',
          content: `- I know where the fire alarm call points are
- I know every fire exit and the route from each room
- I know where the secure holding area is
- Slip leads are hanging by every fire exit
- I know who takes the daily register out in an emergency
- I know which dogs today need extra help or a named handler
- I know where the accident book and incident log are kept
- I know who the trained first aider on duty is today
- I have taken part in a fire drill since I started`,
        },
      ],
    },
  ],
};
