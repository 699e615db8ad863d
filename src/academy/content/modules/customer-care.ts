import type { TrainingCategoryContent } from '../../../content/types';

export const customerCareCategory: TrainingCategoryContent = {
  slug: 'customer-care',
  name: 'Customer Care',
  description:
    'Build trust with owners through great handovers, honest conversations about incidents, calm complaint handling and careful use of their personal information.',
  icon: 'handshake',
  displayOrder: 4,
  requiredTier: 'employee',
  modules: [
    {
      slug: 'welcoming-clients-and-handovers',
      title: 'Welcoming Clients & Great Handovers',
      description:
        'Make drop-off and collection smooth, safe and reassuring, and pass on the information owners and colleagues need.',
      difficulty: 'beginner',
      estimatedDuration: 25,
      displayOrder: 1,
      sections: [
        {
          type: 'text',
          title: 'Drop-off and collection',
          content: `# Drop-off and collection
For most owners, the few minutes at drop-off and collection are the only part of our service they see. A warm, organised handover builds trust; a rushed or muddled one worries people, however good the rest of the day was.

## At drop-off
1. **Greet the owner and the dog by name.** Make eye contact and smile; let the dog settle before you take the lead.
2. **Ask about health**: "Has she been eating and toileting normally? Any coughing, sickness or changes since last time?"
3. **Check anything new**: medication (which must come with signed written instructions), food, vet visits, or changes to collection arrangements.
4. **Confirm who is collecting** and roughly when. If it is someone new, they must be on the authorised list, or the owner must confirm it in writing.
5. **Check the collar or harness** fits and has an ID tag.
6. **Take the dog through the double-gate entry** yourself; owners do not enter the play areas.

If a dog arrives showing signs of illness, such as coughing, diarrhoea or vomiting, politely explain that we cannot accept it today to protect the other dogs, and suggest the owner speaks to their vet. Involve the shift lead if the owner is unhappy.

## At collection
- **Check the person collecting** is authorised. If you do not know them, check their name and ID against the record. If in doubt, do not hand over the dog; call the owner.
- Give a short, honest summary: play, rest, eating, toileting and anything notable.
- **If there has been an incident**, tell the owner now, even if it was minor (see the next module).
- Hand over belongings and any medication, and mention their next booking.

## Busy times
Drop-off and collection are when dogs are most excited and gates are opened most. Keep reception calm, deal with one family at a time and never let a dog go through a gate unsupervised.

[Image: Staff member kneeling to greet a dog at reception while chatting with its owner, with the double-gate entrance behind them]`,
        },
        {
          type: 'video',
          title: 'What a great handover looks like',
          content: `[Video: What a great handover looks like, 04:50]
Two short scenes filmed at a real collection time, one rushed and one done well.

**Scene one**: the member of staff is on the phone, hands the dog over with "He was fine", and cannot find the lead. The owner leaves without knowing that the dog barely ate and had a sore-looking paw.

**Scene two**: the member of staff finishes the call, greets the owner by name and gives a thirty-second summary: "Milo had a lovely morning with his usual gang, had a good sleep after lunch and ate all his food. I did notice he was licking his front left paw this afternoon. There is a little redness between the toes; I have written it on his daily report. It might be worth keeping an eye on it, and speaking to your vet if it doesn't settle."

The trainer points out what made the difference: full attention, the dog's name, specific details, honesty about the paw and a clear suggestion. She also notes that staff do not diagnose; we describe what we saw and suggest the owner speaks to their vet.`,
        },
        {
          type: 'checklist',
          title: 'Drop-off checklist',
          content: `- Owner and dog greeted by name
- Asked about eating, toileting and any illness since the last visit
- No signs of coughing, vomiting or diarrhoea
- Vaccination record is in date on the system
- Any medication has signed written instructions and is stored safely
- Food and belongings are labelled
- Collector for today confirmed and on the authorised list
- Collar or harness fits and has an ID tag
- Dog taken through the double-gate entry by staff
- Anything the owner told me recorded on the dog's daily notes`,
        },
        {
          type: 'quiz',
          title: 'Check your understanding: handovers',
          content: `Q: Someone you have never met arrives to collect a dog and is not on the authorised list. What do you do?
- Hand the dog over if they know its name
* Keep the dog safe and contact the owner to confirm before handing it over
- Ask them to come back tomorrow without telling the owner
- Let the dog decide whether it knows them
Why: The dog's safety comes first; only authorised people, confirmed by the owner, may collect.

Q: At drop-off, an owner says their dog started coughing last night. What do you do?
- Accept the dog but keep it at the back of the room
* Politely explain we cannot accept it today to protect other dogs, and suggest they speak to their vet
- Accept the dog if it seems happy
- Give it some honey for its throat
Why: Coughing may be infectious kennel cough; a coughing dog should not join the group.

Q: During the day a dog had a small graze from play. When should the owner be told?
- Only if they notice it
- At the next booking
* At collection that day, with an honest explanation, and recorded in the incident log
- Never, because it was minor
Why: Owners should always hear about incidents from us, promptly and honestly.`,
        },
      ],
    },
    {
      slug: 'difficult-conversations-and-complaints',
      title: 'Difficult Conversations & Complaints',
      description:
        'Tell owners about incidents honestly, handle complaints calmly and fairly, and have the hardest conversation of all: when daycare is not right for a dog.',
      difficulty: 'intermediate',
      estimatedDuration: 35,
      displayOrder: 2,
      sections: [
        {
          type: 'text',
          title: 'Telling an owner about an incident',
          content: `# Telling an owner about an incident
Scrapes, scuffles and tummy upsets happen in group care. What damages trust is an owner finding out from a bald patch at bath time instead of from us.

## When to tell them
- **Straight away by phone** if the dog needs, or may need, a vet, or has been involved in a fight.
- **At collection** for minor things such as a small graze, a torn nail or an upset tummy.
- **Always the same day.** Never leave it for the owner to discover.

## How to tell them
1. **Find a quiet moment**, away from the busy reception if you can.
2. **Lead with how the dog is now**: "Bella is fine and settled, but I want to tell you about something that happened at lunchtime."
3. **Give the facts**: what happened, when, what we did and what we noticed afterwards. Do not guess or exaggerate.
4. **Show what happens next**: "We have moved the two dogs into different groups" or "It might be worth your vet having a look if it is still sore tomorrow."
5. **Listen and acknowledge** how they feel. It is fine to say "I'm sorry this happened"; being kind is not the same as admitting fault.
6. **Record the conversation** in the incident log.

## Things not to say
- Do not name the other dog's owner or give out their details. That is their personal information. You can say "another dog in the group".
- Do not blame the other dog, another member of staff or the owner.
- Do not promise refunds or compensation; pass requests to the manager.
- Do not diagnose; describe what you saw and suggest the vet.

## If you do not know
It is better to say "I don't know yet; the manager will call you by the end of the day" than to guess. Then make sure that call happens.

[Image: Staff member talking calmly with an owner in a quiet corner of reception while the owner strokes their dog]`,
        },
        {
          type: 'text',
          title: 'Handling complaints',
          content: `# Handling complaints
A complaint is information. Handled well, it can turn an unhappy client into a loyal one and help us improve. Handled badly, it becomes a bad review, or worse.

## The first conversation
1. **Listen** without interrupting. Let the person finish, even if you think they are wrong.
2. **Acknowledge** the feeling: "I can see how worrying that was."
3. **Apologise for the experience**: "I'm sorry you've been let down." This is not an admission of liability.
4. **Get the facts**: what, when, which dog, who was involved. Write them down.
5. **Explain what happens next**: who will look into it and when they will hear back.
6. **Thank them** for telling us.

## Escalate to the manager
Pass the complaint to the shift lead or manager the same day, and straight away if it involves:
- An injury to a dog or a person
- A request for a refund, compensation or vet costs
- A threat of legal action, a complaint to the council or contact with the press
- Personal data, such as details given to the wrong person

## Stay professional
- Keep calm and keep your voice low, even if the other person does not.
- Do not argue on social media or reply to reviews yourself; the manager responds to public reviews.
- If a client becomes abusive or threatening, you do not have to continue. Politely end the conversation and fetch the shift lead.

## After the complaint
The manager investigates, replies within the timescale in our complaints policy and records the outcome. Good records also show the local authority inspector how we deal with problems. Every complaint is reviewed for lessons: should a procedure, a rota or our terms change?

[Image: Flowchart on the staff room wall showing the steps from receiving a complaint to the manager's written reply]`,
        },
        {
          type: 'video',
          title: 'Role play: daycare is not right for this dog',
          content: `[Video: Role play - daycare is not right for this dog, 08:00]
One of the hardest conversations in our work is telling an owner that group daycare is not suiting their dog. This role play shows how the manager handles it.

- **Preparation**: the manager reviews the dog's notes and incident records, and talks to the handlers, so that the facts are clear and specific.
- **Setting**: a booked call or a quiet meeting, never at a busy collection time.
- **Opening**: "We have been watching Rocky closely, and I want to talk about how he is finding daycare."
- **Welfare first**: she describes the behaviour she has seen (hiding, growling at dogs that approach, not settling to rest) and explains that Rocky seems stressed rather than happy in a group.
- **No blame**: she makes it clear that this is not a "bad dog" and not the owner's fault.
- **Options**: fewer or shorter days, a smaller and quieter group, one-to-one care, or help from a suitably qualified behaviourist, and if needed, suggesting a vet check to rule out pain.
- **Follow-up**: the outcome is confirmed in writing, with any pre-paid sessions dealt with fairly according to our terms.

The video ends with tips for staff: it is not your job to have this conversation, but your observations and records are what make it fair and accurate.`,
        },
        {
          type: 'quiz',
          title: 'Check your understanding: difficult conversations',
          content: `Q: An owner asks for the name and phone number of the owner of the dog that nipped theirs. What do you say?
- Give it to them, since it was the other dog's fault
* Explain you cannot share another client's details, and that the manager will follow up with both owners
- Tell them to look for the other owner at collection time
- Post the question in the clients' group chat
Why: Other clients' details are personal data and must not be shared without a proper basis.

Q: Saying "I'm sorry this happened" to an upset owner means:
- You have admitted the business is legally liable
* You are showing empathy, which is not the same as admitting fault
- You must offer a refund
- You should not have said anything
Why: Apologising for someone's experience is good customer care and is not an admission of liability.

Q: A client tells you at reception they will report us to the council. What do you do?
- Argue that they are wrong
- Tell them the council will not care
* Stay calm, take the details and pass it to the manager straight away
- Ignore it and hope they forget
Why: Threats of regulatory complaints or legal action go to the manager immediately.

Q: What is the best opening when telling an owner about an incident?
* Say first how the dog is now, then explain what happened
- Start by saying it was not your fault
- Wait for them to ask how the day went
- Send a text message and avoid them at collection
Why: Leading with the dog's current state reassures the owner and lets them take in the facts.`,
        },
        {
          type: 'checklist',
          title: 'After a complaint',
          content: `- I listened, acknowledged how the client felt and thanked them
- I wrote down the facts, including dates, times and dogs involved
- I did not promise a refund or compensation
- I passed it to the shift lead or manager the same day
- I told the client who would contact them and when
- I did not discuss it on social media or reply to a review myself
- I have given the manager any notes or witness details they need`,
        },
      ],
    },
    {
      slug: 'client-data-and-privacy',
      title: 'Client Data & Privacy',
      description:
        'The UK GDPR basics every front-of-house team member needs: what personal data is, how to keep it safe and what to do if something goes wrong.',
      difficulty: 'beginner',
      estimatedDuration: 20,
      displayOrder: 3,
      sections: [
        {
          type: 'text',
          title: 'Personal data at the front desk',
          content: `# Personal data at the front desk
We hold a lot of information about our clients. The **UK GDPR** and the **Data Protection Act 2018** set out how it must be handled, and clients trust us to get it right.

## What counts as personal data?
Any information that identifies a living person, for example:
- Names, addresses, phone numbers and email addresses
- Emergency contacts and the names of people authorised to collect
- Payment details and booking history
- Photos and videos showing people, their cars or their homes
- **Key safe codes, alarm codes and door entry details**, which are also a serious security risk

## The principles in everyday terms
- **Only collect what we need** for the booking and the dog's care.
- **Only use it for the reason we collected it.** A client's number is for contacting them about their dog, not for your personal use.
- **Keep it accurate**: update records when clients tell you about changes.
- **Keep it secure.**
- **Do not keep it longer than necessary.** The manager sets our retention periods.

## Good habits
- Lock your screen when you step away from the desk.
- Never share one client's details with another client; offer to pass on a message instead.
- Use only business systems for client information, not personal phones, email or messaging apps.
- Check a caller's identity before discussing their booking or their dog.
- Follow each client's photo preferences before posting on social media.

## Requests and mistakes
- If a client asks for a copy of the information we hold about them, tell the manager the same day. We normally have **one month** to respond.
- If data goes astray, such as an email sent to the wrong client or a lost list, **tell the manager immediately**. Serious breaches may have to be reported to the Information Commissioner's Office (ICO) within 72 hours of us becoming aware.

[Image: Reception desk with a locked computer screen, a privacy notice on the wall and a shredder under the counter]`,
        },
        {
          type: 'video',
          title: 'Privacy slips at reception',
          content: `[Video: Privacy slips at reception, 04:30]
A short "spot the mistake" film set at a busy Monday morning drop-off. Pause the video each time you spot a problem, then watch the explanation.

- **Mistake 1**: the booking screen showing a client list is left unlocked while the receptionist takes a dog through to the play room.
- **Mistake 2**: a member of staff reads out a new client's address and key safe code to a colleague across a crowded reception.
- **Mistake 3**: a client phones asking "Is my dog still there?" and staff confirm details without checking who is calling.
- **Mistake 4**: a photo for social media shows a client's car registration and front door.
- **Mistake 5**: a client asks for another owner's number, and a colleague writes it on a sticky note.

For each one, the presenter shows the better habit: lock the screen, write sensitive details into the system rather than saying them aloud, confirm the caller's identity using the details on file, crop or retake photos and check the client's photo preferences, and offer to pass on a message rather than share contact details.`,
        },
        {
          type: 'checklist',
          title: 'Front desk privacy habits',
          content: `- My screen locks when I step away
- Paper notes with client details are filed or shredded, not left on the desk
- I only use business systems for client information
- I check who I am talking to before discussing a booking
- I never share one client's details with another client
- I follow each client's photo preferences before posting
- I pass any request for personal information to the manager the same day
- I report any lost or misdirected information to the manager immediately`,
        },
        {
          type: 'quiz',
          title: 'Check your understanding: client data',
          content: `Q: Which of these is personal data?
- A dog's favourite toy
* An owner's mobile number and home address
- The opening hours of the daycare
- The breed of a dog on its own
Why: Personal data is information that identifies a living person.

Q: You email a client's invoice to the wrong client by mistake. What do you do?
- Nothing, as it was an accident
- Ask the other client to delete it and say no more
* Tell the manager immediately so they can contain it and decide whether it must be reported
- Wait to see whether anyone complains
Why: Breaches must be reported internally at once; serious ones may need reporting to the ICO within 72 hours.

Q: A friendly client asks for another owner's number to arrange a play date. What do you do?
* Offer to pass their details on to the other owner instead
- Give it, because the dogs are friends
- Write it on a sticky note for them
- Tell them to look it up in the booking system
Why: We only use client data for the purpose it was collected; passing on a message lets the other owner choose.`,
        },
      ],
    },
  ],
};
