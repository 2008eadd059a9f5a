//! A bank as a QTI 1.2 package for Canvas ("QTI .zip file"), as Canvas's
//! own quiz export lays it out and its importer reads it: `imsmanifest.xml`
//! listing every file, one assessment (`IDENT/IDENT.xml`), and the
//! pictures under `web_resources/`, which the questions' HTML names from
//! `$IMS-CC-FILEBASE$`. Each item says its Canvas question type in its
//! metadata: blanks a `fill_in_multiple_blanks_question` (text answers, so
//! infinity is `inf`; the blanks named `[b1]`, `[b2]`… in the text), a
//! single finite number a `numerical_question`, cuts a
//! `multiple_answers_question`, predict a `multiple_choice_question`.

use super::question::{infinities, typed, Asks, Choice, Question};
use crate::handout::{escape, in_comment};
use crate::lang::Catalogue;
use std::fmt::Write;

/// The files of the package of `questions`, named after `ident`, in the
/// order the zip holds them: the manifest first.
pub fn qti(
    words: &Catalogue,
    ident: &str,
    title: &str,
    questions: &[Question],
) -> Vec<(String, Vec<u8>)> {
    let assessment = format!("{ident}/{ident}.xml");
    let pictures: Vec<String> = (1..=questions.len())
        .map(|number| format!("{ident}/tree-{number}.svg"))
        .collect();
    let mut items = String::new();
    for (index, (question, picture)) in questions.iter().zip(&pictures).enumerate() {
        items.push_str(&item(
            words,
            &format!("{ident}_{}", index + 1),
            question,
            picture,
        ));
    }
    let test = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <questestinterop xmlns=\"http://www.imsglobal.org/xsd/ims_qtiasiv1p2\" \
         xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" \
         xsi:schemaLocation=\"http://www.imsglobal.org/xsd/ims_qtiasiv1p2 http://www.imsglobal.org/xsd/ims_qtiasiv1p2p1.xsd\">\n\
         <assessment ident=\"{ident}\" title=\"{}\">\n<section ident=\"root_section\">\n{items}</section>\n</assessment>\n</questestinterop>\n",
        escape(title)
    );
    let web = |picture: &String| format!("web_resources/{picture}");
    let mut manifest = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <manifest identifier=\"{ident}_manifest\" xmlns=\"http://www.imsglobal.org/xsd/imsccv1p1/imscp_v1p1\">\n\
         <metadata>\n<schema>IMS Content</schema>\n<schemaversion>1.1.3</schemaversion>\n</metadata>\n\
         <organizations/>\n<resources>\n\
         <resource identifier=\"{ident}\" type=\"imsqti_xmlv1p2\">\n<file href=\"{assessment}\"/>\n"
    );
    for index in 1..=pictures.len() {
        let _ = writeln!(
            manifest,
            "<dependency identifierref=\"{ident}_tree_{index}\"/>"
        );
    }
    manifest.push_str("</resource>\n");
    for (index, picture) in pictures.iter().enumerate() {
        let _ = writeln!(
            manifest,
            "<resource identifier=\"{ident}_tree_{}\" type=\"webcontent\" href=\"{}\">\n<file href=\"{}\"/>\n</resource>",
            index + 1,
            web(picture),
            web(picture)
        );
    }
    manifest.push_str("</resources>\n</manifest>\n");
    let mut files = vec![
        ("imsmanifest.xml".to_string(), manifest.into_bytes()),
        (assessment, test.into_bytes()),
    ];
    for (question, picture) in questions.iter().zip(&pictures) {
        files.push((web(picture), question.picture.clone().into_bytes()));
    }
    files
}

/// One item: its metadata, its text and responses, how it is scored,
/// and its feedback.
fn item(words: &Catalogue, ident: &str, question: &Question, picture: &str) -> String {
    let mut html = question.html_head(words, &format!("$IMS-CC-FILEBASE$/{picture}"));
    let (kind, responses, scoring, feedback) = match &question.asks {
        Asks::Blanks(blanks) if blanks.len() == 1 && blanks[0].answer.is_finite() => {
            let blank = &blanks[0];
            let _ = writeln!(html, "<p>{}:</p>", escape(&blank.label));
            let answer = typed(blank.answer);
            (
                "numerical_question",
                "<response_str ident=\"response1\" rcardinality=\"Single\"><render_fib fibtype=\"Decimal\"><response_label ident=\"answer1\"/></render_fib></response_str>\n".to_string(),
                format!(
                    "<respcondition continue=\"No\"><conditionvar><or><varequal respident=\"response1\">{answer}</varequal>\
                     <and><vargte respident=\"response1\">{answer}</vargte><varlte respident=\"response1\">{answer}</varlte></and></or></conditionvar>\
                     <setvar action=\"Set\" varname=\"SCORE\">100</setvar></respcondition>\n{SHOW_INCORRECT}"
                ),
                incorrect(&[blank.feedback.as_str()]),
            )
        }
        Asks::Blanks(blanks) => {
            let mut responses = String::new();
            let mut scoring = String::new();
            let share = 100.0 / blanks.len() as f64;
            for (index, blank) in blanks.iter().enumerate() {
                let name = format!("b{}", index + 1);
                let _ = writeln!(html, "<p>{}: [{name}]</p>", escape(&blank.label));
                let accepted: Vec<String> = if blank.answer.is_infinite() {
                    infinities(blank.answer)
                        .iter()
                        .map(|typed| typed.to_string())
                        .collect()
                } else {
                    vec![typed(blank.answer)]
                };
                let _ = write!(
                    responses,
                    "<response_lid ident=\"response_{name}\"><material><mattext>{name}</mattext></material><render_choice>"
                );
                for (number, text) in accepted.iter().enumerate() {
                    let label = format!("{ident}_{name}_{}", number + 1);
                    let _ = write!(
                        responses,
                        "<response_label ident=\"{label}\"><material><mattext texttype=\"text/plain\">{}</mattext></material></response_label>",
                        escape(text)
                    );
                    let _ = writeln!(
                        scoring,
                        "<respcondition><conditionvar><varequal respident=\"response_{name}\">{label}</varequal></conditionvar>\
                         <setvar action=\"Add\" varname=\"SCORE\">{share:.2}</setvar></respcondition>"
                    );
                }
                responses.push_str("</render_choice></response_lid>\n");
            }
            scoring.push_str(SHOW_INCORRECT);
            let all: Vec<&str> = blanks.iter().map(|blank| blank.feedback.as_str()).collect();
            (
                "fill_in_multiple_blanks_question",
                responses,
                scoring,
                incorrect(&all),
            )
        }
        Asks::Choices { choices, multiple } => choice_item(ident, choices, *multiple),
    };
    let general = format!(
        "<itemfeedback ident=\"general_fb\"><flow_mat><material><mattext texttype=\"text/html\">{}</mattext></material></flow_mat></itemfeedback>\n",
        escape(&escape(&question.general_feedback))
    );
    format!(
        "<!-- tree: {} -->\n<item ident=\"{ident}\" title=\"{}\">\n<itemmetadata><qtimetadata>\n\
         <qtimetadatafield><fieldlabel>question_type</fieldlabel><fieldentry>{kind}</fieldentry></qtimetadatafield>\n\
         <qtimetadatafield><fieldlabel>points_possible</fieldlabel><fieldentry>1.0</fieldentry></qtimetadatafield>\n\
         </qtimetadata></itemmetadata>\n\
         <presentation>\n<material><mattext texttype=\"text/html\">{}</mattext></material>\n{responses}</presentation>\n\
         <resprocessing>\n<outcomes><decvar maxvalue=\"100\" minvalue=\"0\" varname=\"SCORE\" vartype=\"Decimal\"/></outcomes>\n\
         <respcondition continue=\"Yes\"><conditionvar><other/></conditionvar><displayfeedback feedbacktype=\"Response\" linkrefid=\"general_fb\"/></respcondition>\n\
         {scoring}</resprocessing>\n{general}{feedback}</item>\n",
        in_comment(&question.tree.to_string()),
        escape(&question.code),
        escape(&html)
    )
}

/// The responses, scoring and feedback of a choice: one right
/// (`multiple_choice_question`) or any number (`multiple_answers_question`,
/// full marks for exactly the right ones), each choice's feedback shown
/// when it is chosen.
fn choice_item(
    ident: &str,
    choices: &[Choice],
    multiple: bool,
) -> (&'static str, String, String, String) {
    let label = |index: usize| format!("{ident}_{}", index + 1);
    let cardinality = if multiple { "Multiple" } else { "Single" };
    let mut responses = format!(
        "<response_lid ident=\"response1\" rcardinality=\"{cardinality}\"><render_choice>\n"
    );
    let mut shown = String::new();
    let mut feedback = String::new();
    for (index, choice) in choices.iter().enumerate() {
        let id = label(index);
        let _ = writeln!(
            responses,
            "<response_label ident=\"{id}\"><material><mattext texttype=\"text/plain\">{}</mattext></material></response_label>",
            escape(&choice.text)
        );
        let _ = writeln!(
            shown,
            "<respcondition continue=\"Yes\"><conditionvar><varequal respident=\"response1\">{id}</varequal></conditionvar>\
             <displayfeedback feedbacktype=\"Response\" linkrefid=\"{id}_fb\"/></respcondition>"
        );
        let _ = writeln!(
            feedback,
            "<itemfeedback ident=\"{id}_fb\"><flow_mat><material><mattext texttype=\"text/html\">{}</mattext></material></flow_mat></itemfeedback>",
            escape(&escape(&choice.feedback))
        );
    }
    responses.push_str("</render_choice></response_lid>\n");
    let chosen = |index: usize| {
        format!(
            "<varequal respident=\"response1\">{}</varequal>",
            label(index)
        )
    };
    // Multiple: every right one chosen and no other; single: the right one.
    let condition = if multiple {
        let all: String = (choices.iter().enumerate())
            .map(|(index, choice)| match choice.right {
                true => chosen(index),
                false => format!("<not>{}</not>", chosen(index)),
            })
            .collect();
        format!("<and>{all}</and>")
    } else {
        chosen(choices.iter().position(|choice| choice.right).unwrap_or(0))
    };
    let scoring = format!(
        "{shown}<respcondition continue=\"No\"><conditionvar>{condition}</conditionvar><setvar action=\"Set\" varname=\"SCORE\">100</setvar></respcondition>\n"
    );
    let kind = if multiple {
        "multiple_answers_question"
    } else {
        "multiple_choice_question"
    };
    (kind, responses, scoring, feedback)
}

/// Shows the feedback on a wrong answer, after the scoring.
const SHOW_INCORRECT: &str = "<respcondition continue=\"Yes\"><conditionvar><other/></conditionvar><displayfeedback feedbacktype=\"Response\" linkrefid=\"general_incorrect_fb\"/></respcondition>\n";

/// The feedback Canvas shows on a wrong answer: every blank's explanation.
fn incorrect(explanations: &[&str]) -> String {
    let html: String = explanations
        .iter()
        .map(|explanation| format!("<p>{}</p>", escape(explanation)))
        .collect();
    format!(
        "<itemfeedback ident=\"general_incorrect_fb\"><flow_mat><material><mattext texttype=\"text/html\">{}</mattext></material></flow_mat></itemfeedback>\n",
        escape(&html)
    )
}
